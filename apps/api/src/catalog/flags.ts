// Country flags (spec §3 Country.flag, §2 "countries with flags"): the API answers an image
// address, /flags/{ISO2}.svg, and serves the SVG (3:2) from country-flag-icons (MIT), cached
// like the uploaded images. Decision: docs/decisions/28-dates-flags-dob-phone.md.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

const FLAGS_DIR = path.join(path.dirname(createRequire(import.meta.url).resolve('country-flag-icons')), '3x2');

/** The ISO 3166-1 alpha-2 codes the set draws (read once; about 250 names). */
const CODES: ReadonlySet<string> = new Set(
  fs
    .readdirSync(FLAGS_DIR)
    .filter((f) => /^[A-Z]{2}\.svg$/.test(f))
    .map((f) => f.slice(0, 2)),
);

/** The flag image address of a country code, or null when the set has no image for it. */
export function flagUrl(iso2: string | null | undefined): string | null {
  const code = (iso2 ?? '').toUpperCase();
  return CODES.has(code) ? `/flags/${code}.svg` : null;
}

/** The files, read on first request; bounded by the fixed set (about 250 files, under 1 MB). */
const files = new Map<string, Buffer>();

/** GET /flags/{ISO2}.svg (catalog/public-routes.ts): the flag image, or 404. */
export async function serveFlag(request: FastifyRequest, reply: FastifyReply) {
  const match = /^([A-Z]{2})\.svg$/.exec((request.params as { file: string }).file);
  if (!match || !CODES.has(match[1]!)) return reply.code(404).type('text/plain').send('Not found');
  const code = match[1]!;
  let svg = files.get(code);
  if (!svg) {
    svg = await fs.promises.readFile(path.join(FLAGS_DIR, `${code}.svg`));
    files.set(code, svg);
  }
  return (
    reply
      .type('image/svg+xml')
      // the same headers as /uploads/ (plugins/web.ts): cached a week, never sniffed, no script
      .header('cache-control', 'public, max-age=604800')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(svg)
  );
}
