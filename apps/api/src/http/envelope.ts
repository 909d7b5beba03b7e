// The answer shape of every call (spec §7): { status, data, message, errors }, and on refusals a
// stable `code` (packages/shared/src/contract/envelope.ts).
import type { ErrorCode } from '@store/shared/contract/envelope';

export interface Envelope<T> {
  status: boolean;
  data: T;
  message: string;
  errors: string[];
  code?: ErrorCode;
}

/** A successful answer (the shape of `envelopeOf(schema)` in the contract). */
export interface Success<T> {
  status: true;
  data: T;
  message: string;
  errors: string[];
}

export function ok<T>(data: T, message = ''): Success<T> {
  return { status: true, data, message, errors: [] };
}

export function failure(message: string, code: ErrorCode, errors: string[] = [message], data: unknown = null): Envelope<unknown> {
  return { status: false, data, message, errors, code };
}
