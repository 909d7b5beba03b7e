// The one HTTP client of the storefront: every call goes to /api with the `lang` header and,
// when signed in, the bearer token (spec §7). Answers are the envelope {status, data, message,
// errors}; status false or an HTTP error becomes an ApiError carrying the server's messages.
import { apiAddress, type QueryValue } from '@store/shared/api-address';
import type { Answers } from '@store/shared/contract/answers';
import type { ErrorCode } from '@store/shared/contract/envelope';
import type { z } from 'zod';
import i18n from './i18n/index.ts';
import { getToken } from './session.ts';
import { serverContext, type ApiAnswer } from './ssr.ts';

export interface Envelope<T> {
  status: boolean;
  data: T;
  message: string;
  errors: string[];
  /** stable machine-readable reason of a refusal (ERROR_CODES in packages/shared) */
  code?: ErrorCode;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly errors: string[],
    readonly httpStatus: number,
    readonly data: unknown = null,
    /** the envelope's code; null for network failures and answers that are not the envelope */
    readonly code: ErrorCode | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** How a refusal travels from the server render to the browser (dehydrated query errors). */
  toJSON() {
    return {
      name: this.name,
      message: this.message,
      errors: this.errors,
      httpStatus: this.httpStatus,
      data: this.data,
      code: this.code,
    };
  }

  static revive(value: unknown): unknown {
    const v = value as Partial<ReturnType<ApiError['toJSON']>> | null;
    if (!v || v.name !== 'ApiError' || typeof v.httpStatus !== 'number') return value;
    return new ApiError(v.message ?? '', v.errors ?? [], v.httpStatus, v.data ?? null, v.code ?? null);
  }
}

type Query = Record<string, QueryValue>;

/** A refusal that means what the address names is not there: unknown (404) or no id at all (400). */
export const isMissing = (error: unknown): boolean =>
  error instanceof ApiError && (error.httpStatus === 404 || error.httpStatus === 400);

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  form?: FormData;
  signal?: AbortSignal;
}

export async function apiCall<T>(path: string, opts: ApiOptions = {}): Promise<Envelope<T>> {
  const server = serverContext();
  const lang = server ? server.lang : i18n.language === 'ar' ? 'ar' : 'en';
  const headers: Record<string, string> = { lang, accept: 'application/json' };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  let response: ApiAnswer;
  try {
    response = await (server?.fetch ?? fetch)(apiAddress(path, opts.query), {
      method: opts.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(i18n.t('errors.server'), [i18n.t('errors.server')], 0);
  }
  let envelope: Envelope<T> | null = null;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    envelope = null;
  }
  if (!envelope || typeof envelope.status !== 'boolean') {
    throw new ApiError(i18n.t('errors.server'), [i18n.t('errors.server')], response.status);
  }
  if (!response.ok || !envelope.status) {
    const errors = envelope.errors?.length ? envelope.errors : [envelope.message || i18n.t('errors.server')];
    throw new ApiError(envelope.message || errors[0]!, errors, response.status, envelope.data, envelope.code ?? null);
  }
  return envelope;
}

async function getData<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T> {
  return (await apiCall<T>(path, { query, signal })).data;
}

// The typed client: a GET is named by its path in the contract (packages/shared/src/contract/
// answers.ts, `{param}` placeholders as there), and its answer's type is the contract schema's, so a
// path the API does not have, a missing path parameter or a wrong answer shape fails typecheck.

type GetKey = Exclude<Extract<keyof Answers, `GET /${string}`>, `GET /admin/${string}`>;
/** Every storefront GET path of the API (under /api), with `{param}` placeholders. */
export type GetPath = GetKey extends `GET ${infer P}` ? P : never;
/** The `data` of a GET path's answer, as its contract schema outputs it. */
export type GetAnswer<P extends GetPath> = z.output<Answers[`GET ${P}`]>['data'];
type PathParams<P extends string> = P extends `${string}{${infer N}}${infer Rest}`
  ? { [K in N]: string | number } & PathParams<Rest>
  : unknown;
/** Arguments after the path: the path's parameters (required when it has any) and the query. */
type GetArgs<P extends string> = P extends `${string}{${string}`
  ? [params: PathParams<P> & Query, signal?: AbortSignal]
  : [query?: Query, signal?: AbortSignal];

/**
 * GET `path` with its `{param}`s filled (URI-encoded) from `params`; the other params become the
 * query string, in their order. Resolves to the answer's `data`.
 */
function get<P extends GetPath>(path: P, ...[params, signal]: GetArgs<P>): Promise<GetAnswer<P>> {
  const query: Query = { ...params };
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = query[name];
    delete query[name];
    return encodeURIComponent(String(value));
  });
  return getData<GetAnswer<P>>(filled, query, signal);
}

/** The storefront's typed API client (reads; writes go through `apiCall`). */
export const api = { get };
