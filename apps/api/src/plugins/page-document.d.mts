// Types of page-document.mjs (plain JavaScript, loaded as it is by the render threads).
import type { Effort } from '../http/compress.mjs';

/** A guest's document made before the render, and how the finished page is to be sent. */
export interface PageFrame {
  /** the document with the page's metadata, its markup and state still placeholders */
  document: string;
  status: number;
  noindex: boolean;
  /** the asker's encoding (http/micro-cache.ts acceptedEncoding) */
  encoding: 'br' | 'gzip' | null;
  effort: Effort;
  /** the page's text is wanted too (the page cache keeps it for other encodings) */
  keepText: boolean;
}

/** A page finished in its frame: the text and/or the copy in the frame's encoding. */
export interface FinishedPage {
  kind: 'document';
  status: number;
  html?: string;
  br?: Buffer;
  gzip?: Buffer;
}

export declare function fillDocument(document: string, rendered: { html: string; state: string }): string;
export declare function fitsFrame(
  frame: { status: number; noindex: boolean },
  rendered: { kind: string; status: number; private?: boolean },
): boolean;
export declare function finishPage(frame: PageFrame, rendered: { html: string; state: string }): FinishedPage;
