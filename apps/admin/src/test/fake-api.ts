// The back-office's fake API for component tests: answers by method and path (the query string
// apart), and every call kept, so a test can read what a page sent.
import { vi } from 'vitest';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** An answer that refuses the call (status, message, data, code) instead of answering it. */
export class Refusal {
  constructor(
    readonly status: number,
    readonly message: string,
    readonly data: unknown = null,
    readonly code = 'conflict',
  ) {}
}

type Answer = ((call: Call) => unknown) | object | string | number | boolean | null;

/** `answers` keyed by "GET /products/7" (the path under /api/admin); an unknown call answers 404. */
export function fakeApi(answers: Record<string, Answer>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://admin.test');
      const call: Call = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace(/^\/api\/admin/, ''),
        query: url.searchParams,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      };
      calls.push(call);
      const answer = answers[`${call.method} ${call.path}`];
      if (answer === undefined)
        return Promise.resolve(Response.json({ status: false, data: null, message: 'Not found', errors: [] }, { status: 404 }));
      const data = typeof answer === 'function' ? answer(call) : answer;
      if (data instanceof Refusal)
        return Promise.resolve(
          Response.json(
            { status: false, data: data.data, message: data.message, errors: [data.message], code: data.code },
            { status: data.status },
          ),
        );
      return Promise.resolve(Response.json({ status: true, data, message: '', errors: [] }));
    }),
  );
  return calls;
}
