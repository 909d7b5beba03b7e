// The storefront's one fake API for component tests: it replaces `fetch`, answers /api calls with
// the envelope, records what was sent, and checks every answer against the API's answer schema of
// the call (test/contract.ts; test/setup.ts fails the test after it runs when one differs).
//   stubFetch(answer)  one function answers every call (by URL, and the request if it needs it)
//   stubApi(data)      the same when only the envelope's `data` matters
//   fakeApi(routes)    a table by "METHOD path" (path without /api/); other calls answer 404
import { vi } from 'vitest';
import { checkFakeAnswer, failureBody } from './contract.ts';

/** What a fake answers: `data` (with `message`) for a success; `status` ≥ 400 or `errors` for a
 * refusal (`code` from the status unless given); or `body`, the envelope itself, for answers with
 * fields beside it (its `data`, `message`, `errors` and, on a refusal, `code` are filled in). */
export interface FakeAnswer {
  status?: number;
  data?: unknown;
  message?: string;
  errors?: string[];
  code?: string;
  body?: { status: boolean; data?: unknown; message?: string; errors?: string[]; [field: string]: unknown };
}

/** A request as the fakes see it. */
export interface FakeCall {
  /** "METHOD path", the path without /api/ and the query: `POST tickets` */
  key: string;
  url: URL;
  /** the JSON body, parsed; null for none or a form */
  body: Record<string, unknown> | null;
  form: FormData | null;
  headers: Record<string, string>;
}

function envelope(answer: FakeAnswer, httpStatus: number) {
  const { body } = answer;
  if (body)
    return body.status === false
      ? { ...failureBody(httpStatus, body), ...body }
      : { data: null, message: '', errors: [], ...body };
  const ok = httpStatus < 400 && !answer.errors?.length;
  return ok
    ? { status: true, data: answer.data ?? null, message: answer.message ?? '', errors: [] }
    : failureBody(httpStatus, answer);
}

function callOf(input: string | URL | Request, init: RequestInit = {}): FakeCall {
  const url = new URL(String(input), 'http://store.test');
  const method = init.method ?? 'GET';
  return {
    key: `${method} ${url.pathname.replace(/^\/api\//, '')}`,
    url,
    body: typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null,
    form: init.body instanceof FormData ? init.body : null,
    headers: (init.headers ?? {}) as Record<string, string>,
  };
}

/**
 * Replaces `fetch`: `answer` maps each call to what the API answers. Returns the mock (its
 * `mock.calls` are the `[url, init]` the storefront sent). `checkContract: false` only for tests of
 * the HTTP client itself, whose answers belong to no operation.
 */
export function stubFetch(
  answer: (url: URL, init: RequestInit | undefined, call: FakeCall) => FakeAnswer,
  { checkContract = true }: { checkContract?: boolean } = {},
) {
  const fn = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const call = callOf(input, init);
    const a = answer(call.url, init, call);
    const status = a.status ?? 200;
    const body = envelope(a, status);
    if (checkContract) checkFakeAnswer(init?.method ?? 'GET', call.url, status, body);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** `stubFetch` for successes: `data` maps the URL to the envelope's data. */
export function stubApi(data: (url: URL) => unknown) {
  return stubFetch((url) => ({ data: data(url) }));
}

export type FakeRoute = (body: Record<string, unknown> | null, headers: Record<string, string>) => FakeAnswer;

/** `routes['POST login']` answers POST /api/login; calls no route names answer a 404 refusal. */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const calls: FakeCall[] = [];
  const fetchMock = stubFetch((_url, _init, call) => {
    calls.push(call);
    const route = routes[call.key];
    return route ? route(call.body, call.headers) : { status: 404, message: 'Not found' };
  });
  return { calls, fetchMock, callsTo: (key: string) => calls.filter((c) => c.key === key) };
}
