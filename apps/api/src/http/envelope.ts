// The answer shape of every call (spec §7): { status, data, message, errors }.
export interface Envelope<T> {
  status: boolean;
  data: T;
  message: string;
  errors: string[];
}

export function ok<T>(data: T, message = ''): Envelope<T> {
  return { status: true, data, message, errors: [] };
}

export function failure(message: string, errors: string[] = [message], data: unknown = null): Envelope<unknown> {
  return { status: false, data, message, errors };
}
