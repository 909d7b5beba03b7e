// /uploads/<key> when files live in an S3-compatible store: the API streams the object (proxy
// mode: public, long-lived, so the reverse proxy caches it for every process) or answers a 302 to a
// short-lived signed address (signed mode). private/ keys are never served here — only through an
// authenticated route calling storage.get — and answer the same 404 as a missing file.
import type { FastifyInstance } from 'fastify';
import { failure } from '../../http/envelope.ts';
import { httpMessages } from '../../http/messages.ts';
import { isPrivateKey, SAFE_KEY_PATTERN } from './index.ts';
import type { S3Storage } from './s3.ts';

export function uploadHeaders(key: string): Record<string, string> {
  const name = key
    .split('/')
    .pop()!
    .replace(/[^\w.-]/g, '_');
  return {
    // uploads are shown, never sniffed as another type or offered under a name of their own
    'x-content-type-options': 'nosniff',
    'content-disposition': `inline; filename="${name}"`,
    // an SVG opened directly must not run script
    ...(key.endsWith('.svg') ? { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox" } : {}),
  };
}

export async function objectUploads(app: FastifyInstance, storage: S3Storage): Promise<void> {
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = decodeURIComponent((request.params as { '*': string })['*'] ?? '');
    const notFound = () => reply.code(404).send(failure(httpMessages(request.lang, 'notFound'), 'not_found'));
    // private/ files, and support attachments still under their old public folder (tickets/) before
    // support/attachments.ts moves them, are never served here
    if (
      !SAFE_KEY_PATTERN.test(key) ||
      key.includes('..') ||
      key.includes('//') ||
      isPrivateKey(key) ||
      /^tickets(\/|$)/i.test(key)
    )
      return notFound();
    try {
      if (storage.config.serve === 'signed') {
        // the signed address outlives the redirect's cache life by half
        const maxAge = Math.floor(storage.config.signedSeconds / 2);
        return reply.header('cache-control', `private, max-age=${maxAge}`).redirect(await storage.signedUrl(key), 302);
      }
      const object = await storage.read(key);
      if (!object) return notFound();
      if (object.etag && request.headers['if-none-match'] === object.etag) return reply.code(304).send();
      reply.headers(uploadHeaders(key));
      if (object.etag) reply.header('etag', object.etag);
      return reply.header('cache-control', 'public, max-age=604800').type(object.contentType).send(object.body);
    } catch (err) {
      request.log.error({ err, key }, 'object storage unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send(failure(httpMessages(request.lang, 'unavailable'), 'unavailable'));
    }
  });
}
