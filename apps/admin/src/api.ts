// The back-office's calls to /api/admin: the staff token (sessionStorage: it dies with the tab)
// and the language on every call; the API's envelope read back. A 401 signs the app out.
import type { Lang } from './i18n.ts';

export interface Envelope<T> {
  status: boolean;
  data: T;
  message: string;
  errors: string[];
  code?: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly envelope: Envelope<unknown>,
  ) {
    super(envelope.message);
  }
}

const TOKEN_KEY = 'admin_token';
let onSignedOut: () => void = () => {};

export const session = {
  token: () => sessionStorage.getItem(TOKEN_KEY),
  set: (token: string) => sessionStorage.setItem(TOKEN_KEY, token),
  clear: () => sessionStorage.removeItem(TOKEN_KEY),
  onSignedOut: (fn: () => void) => {
    onSignedOut = fn;
  },
};

let currentLang: Lang = 'en';
export const setApiLang = (lang: Lang) => {
  currentLang = lang;
};

/** The staff token and the language, on every call. */
function callHeaders(): Record<string, string> {
  const headers: Record<string, string> = { lang: currentLang };
  const token = session.token();
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

/** An answer's envelope; a body that is not one (a proxy's page) reads as a failure with its status text. */
async function envelopeOf<T>(res: Response): Promise<Envelope<T>> {
  return (await res.json().catch(() => ({
    status: false,
    data: null,
    message: res.statusText,
    errors: [res.statusText],
  }))) as Envelope<T>;
}

/** A refusal as an ApiError; a 401 on a signed-in call (not a sign-in's own) signs the app out. */
function refusal(res: Response, envelope: Envelope<unknown>, path: string): ApiError {
  if (res.status === 401 && session.token() && !path.startsWith('/auth/')) {
    session.clear();
    onSignedOut();
  }
  return new ApiError(res.status, envelope);
}

export async function api<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  contentType?: string,
): Promise<Envelope<T>> {
  const headers = callHeaders();
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (typeof body === 'string' || body instanceof Blob) {
    payload = body;
    headers['content-type'] = contentType ?? 'text/plain';
  } else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(`/api/admin${path}`, { method, headers, body: payload });
  const envelope = await envelopeOf<T>(res);
  if (!res.ok) throw refusal(res, envelope as Envelope<unknown>, path);
  return envelope;
}

/**
 * A file the API writes (a CSV export), fetched with the staff token — a plain link could not carry
 * it — and handed to the browser as a download under the name the API gives it. A refusal is thrown
 * as `api` throws it.
 */
export async function download(path: string): Promise<void> {
  const res = await fetch(`/api/admin${path}`, { headers: callHeaders() });
  if (!res.ok) throw refusal(res, await envelopeOf(res), path);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'export.csv';
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
