// What the store answers a request Node cannot read (an address with raw bytes no URL may hold, a
// broken request line, headers past Node's limit, a request that never finished arriving): the
// refusal envelope in the request's language, as any other refusal (spec §7), where Fastify's own
// answer is `{"error":"Bad Request","message":"Client Error"}`. The request was not parsed, so its
// language is read from the raw bytes Node hands over: the `lang` header (http/lang.ts's rule).
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { failure } from './envelope.ts';
import { readLang } from './lang.ts';
import { httpMessages } from './messages.ts';

// Node hands the raw bytes read so far as `rawPacket` (Fastify's types give its JSON form)
type ClientError = Error & { code?: string; rawPacket?: unknown };

/** the `lang` header of a request Node could not parse, from its raw bytes */
function langOfPacket(packet: unknown) {
  const text = Buffer.isBuffer(packet) ? packet.subarray(0, 16 * 1024).toString('latin1') : undefined;
  return readLang(text?.match(/\r\nlang:[ \t]*([^\r\n]*)/i)?.[1]);
}

function refusalOf(
  code: string | undefined,
): [status: number, key: 'clientTimeout' | 'headersTooLarge' | 'badUrl' | 'badRequest'] {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'clientTimeout'];
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'headersTooLarge'];
  if (code === 'HPE_INVALID_URL') return [400, 'badUrl'];
  return [400, 'badRequest'];
}

/** Fastify's `clientErrorHandler`, answering the envelope (Fastify's default, otherwise). */
export function clientErrorHandler(this: { log: FastifyBaseLogger }, err: ClientError, socket: Socket): void {
  // a connection reset, or a socket gone already: nobody to answer
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, key] = refusalOf(err.code);
  const body = JSON.stringify(failure(httpMessages(langOfPacket(err.rawPacket), key), 'invalid_input'));
  this.log.debug({ err }, 'request not readable');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
