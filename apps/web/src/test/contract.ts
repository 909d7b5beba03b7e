// The storefront's test fakes answer as the API would: every fake answer to an /api call is
// checked against the API's answer schema for that call (packages/shared/src/contract/answers.ts)
// or, for a refusal, against the failure envelope — strictly, so a fake with a field the API does
// not send, or without one it does, fails the test (test/setup.ts fails it after the test). Calls
// the contract does not list yet pass unchecked. Tests only: this module imports zod.
import { answerSchemaFor, contractProblems } from '@store/shared/contract/answers';
import { defaultErrorCode, failureEnvelope } from '@store/shared/contract/envelope';
import type { z } from 'zod';

const problems: string[] = [];

/** The envelope of a refusal as the API sends it (`code` from the HTTP status unless given). */
export function failureBody(httpStatus: number, body: { message?: string; errors?: string[]; data?: unknown; code?: string }) {
  const message = body.message ?? body.errors?.[0] ?? '';
  return {
    status: false as const,
    data: body.data ?? null,
    message,
    errors: body.errors ?? [message],
    code: body.code ?? defaultErrorCode(httpStatus),
  };
}

/** Records what is wrong with a fake answer; the test fails after it runs (test/setup.ts). */
export function checkFakeAnswer(method: string, url: string | URL, httpStatus: number, body: unknown): void {
  const path = new URL(String(url), 'http://store.test').pathname;
  if (!path.startsWith('/api/')) return;
  const refused = httpStatus >= 400 || (body as { status?: unknown } | null)?.status === false;
  const schema = refused ? failureEnvelope : answerSchemaFor(method, path);
  if (!schema) return;
  for (const problem of contractProblems(schema, body))
    problems.push(`${method.toUpperCase()} ${path} (${httpStatus}) ${problem}`);
}

/** `value`, after checking it is exactly an answer of `schema` (test builders of API answers). */
export function checked<T>(schema: z.ZodType<T>, value: T): T {
  const found = contractProblems(schema, value);
  if (found.length) throw new Error(`test data differs from the API's answer schema:\n  ${found.join('\n  ')}`);
  return value;
}

/** The problems recorded since the last call, cleared. */
export function takeContractProblems(): string[] {
  return problems.splice(0);
}
