// One error type for everything a handler wants to refuse: an HTTP status plus messages already
// in the request's language, and a stable machine-readable code (defaulted from the status). The
// error handler turns it into the envelope.
import { defaultErrorCode, type ErrorCode } from '@store/shared/contract/envelope';

export class AppError extends Error {
  readonly code: ErrorCode;
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: string[] = [message],
    readonly data: unknown = null,
    code?: ErrorCode,
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code ?? defaultErrorCode(statusCode);
  }
}

export const badRequest = (message: string, errors?: string[], code?: ErrorCode) =>
  new AppError(400, message, errors, null, code);
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message: string, code?: ErrorCode) => new AppError(403, message, undefined, null, code);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string, errors?: string[], code?: ErrorCode) => new AppError(409, message, errors, null, code);
export const unprocessable = (message: string, errors?: string[], code?: ErrorCode) =>
  new AppError(422, message, errors, null, code);
export const tooMany = (message: string) => new AppError(429, message);
