// One error type for everything a handler wants to refuse: an HTTP status plus messages already
// in the request's language. The error handler turns it into the envelope.
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: string[] = [message],
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors?: string[]) => new AppError(400, message, errors);
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string, errors?: string[]) => new AppError(409, message, errors);
export const unprocessable = (message: string, errors?: string[]) => new AppError(422, message, errors);
export const tooMany = (message: string) => new AppError(429, message);
