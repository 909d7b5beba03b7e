// What a request without a body is. A call whose payload is empty (spec §7: liked, delete-cart,
// resendCode, logout, a ticket's close) may arrive with `Content-Type: application/json` and no
// bytes, as a client that sets the header on every call sends it: that is no body, not broken
// JSON. And a call that needs fields, sent with no body at all, is answered field by field
// ("Email is required.") as if it had sent `{}`, instead of one "Value is required." that names none.
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The bodies the store reads by default: JSON, by Fastify's own parser, but an empty body (or one
 * of blanks) is no body. Plain text is not read: a JSON call sent as `text/plain` is refused
 * "Unsupported content type." (415) as XML is, instead of a text that no schema of fields takes
 * ("Value is not valid."). The routes that take other bodies add their parsers in their own scope
 * (multipart forms, the payment gateway's form posts, the back-office's CSV and image files).
 */
export function registerBodyParsers(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string; // parseAs: 'string'
    if (text.trim() === '') return done(null, undefined);
    return parse(request, text, done);
  });
}

/** The zod validator, with a missing body read as `{}` where the body is an object's fields. */
export const bodyValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  if (route.httpPart !== 'body' || !(route.schema instanceof z.ZodObject)) return validate;
  return (data) => validate(data ?? {});
};
