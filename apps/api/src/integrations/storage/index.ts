// File storage behind one interface: local disk under DATA_DIR/uploads by default, S3-compatible
// object storage by configuration. No feature writes files any other way. Keys are relative
// paths such as "products/ps5-1.svg"; the public URL of a key is /uploads/<key>.
import fs from 'node:fs/promises';
import path from 'node:path';

export interface Storage {
  put(key: string, body: Buffer | string, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** URL path (or absolute URL for object storage) a browser loads the file from; refuses private/ keys */
  publicUrl(key: string): string;
  /** deletes a file (a missing one is not an error) */
  remove?(key: string): Promise<void>;
  /** readiness: throws when the store cannot be reached (local disk: always ready) */
  check?(): Promise<void>;
  /** releases connections at shutdown */
  close?(): Promise<void>;
}

export const SAFE_KEY_PATTERN = /^[a-z0-9][a-z0-9._\-/]*$/i;
const SAFE_KEY = SAFE_KEY_PATTERN;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}

/** Keys under `private/` are never served publicly (support attachments…): read through an authenticated route. */
export const isPrivateKey = (key: string) => key.startsWith('private/');

export function assertPublicKey(key: string): void {
  assertSafeKey(key);
  if (isPrivateKey(key)) throw new Error(`private storage key has no public URL: ${key}`);
}

export class LocalStorage implements Storage {
  constructor(readonly root: string) {}

  async put(key: string, body: Buffer | string): Promise<void> {
    assertSafeKey(key);
    const file = path.join(this.root, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, body);
  }

  async get(key: string): Promise<Buffer | null> {
    assertSafeKey(key);
    try {
      return await fs.readFile(path.join(this.root, key));
    } catch {
      return null;
    }
  }

  async exists(key: string): Promise<boolean> {
    assertSafeKey(key);
    try {
      await fs.access(path.join(this.root, key));
      return true;
    } catch {
      return false;
    }
  }

  async remove(key: string): Promise<void> {
    assertSafeKey(key);
    await fs.rm(path.join(this.root, key), { force: true });
  }

  publicUrl(key: string): string {
    assertPublicKey(key);
    return `/uploads/${key}`;
  }
}
