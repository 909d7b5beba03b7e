// The request's language comes from the `lang` header (spec §7), default en. An unknown value
// is refused with a 400 (in English, since no language could be read).
import type { FastifyRequest } from 'fastify';
import type { Lang } from './messages.ts';

export function readLang(request: FastifyRequest): Lang | { invalid: string } {
  const raw = request.headers['lang'];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toLowerCase();
  if (!value) return 'en';
  if (value === 'en' || value === 'ar') return value;
  return { invalid: value.slice(0, 20) };
}
