// What the back-office's contract samples share (test-catalog-samples.ts, test-money-samples.ts):
// a sample call, what http/contract.test.ts hands each set, and a call as the demo admin.
import type { InjectOptions } from 'fastify';
import type { TestApp } from '../test/harness.ts';

export type Sample = () => InjectOptions | Promise<InjectOptions>;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface SampleEnv {
  app: () => TestApp;
  admin: () => string;
  call: (
    method: Method,
    url: string,
    o?: { token?: string; lang?: 'en' | 'ar'; body?: Record<string, unknown> },
  ) => InjectOptions;
}

/** A call as the demo admin, with a body and a language when given. */
export const asAdmin =
  ({ admin, call }: SampleEnv) =>
  (method: Method, url: string, body?: Record<string, unknown>, lang?: 'en' | 'ar') =>
    call(method, url, { token: admin(), ...(body ? { body } : {}), ...(lang ? { lang } : {}) });
