// Storing generated SVG images before the seed transaction. Keys are deterministic, so a re-run
// overwrites the same files harmlessly. Each image must stay small (a budget, checked here).
import type { Storage } from '../integrations/storage/index.ts';
import type { ImageFile } from './build/types.ts';
import { assertUnique } from './build/types.ts';
import { chunk } from './util.ts';

export const MAX_SVG_BYTES = 6 * 1024;
const PARALLEL = 16;

export function checkImages(images: ImageFile[]): void {
  assertUnique(
    images.map((i) => i.key),
    'image key',
  );
  for (const img of images) {
    const bytes = Buffer.byteLength(img.svg);
    if (bytes > MAX_SVG_BYTES) throw new Error(`seed: image ${img.key} is ${bytes} bytes, over the ${MAX_SVG_BYTES} byte budget`);
  }
}

export async function writeImages(storage: Storage, images: ImageFile[]): Promise<void> {
  checkImages(images);
  for (const group of chunk(images, PARALLEL)) {
    await Promise.all(group.map((img) => storage.put(img.key, img.svg, 'image/svg+xml')));
  }
}
