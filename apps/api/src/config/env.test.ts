// PUBLIC_URL is the only source of absolute links (issue 23): production refuses to start without it.
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

describe('PUBLIC_URL', () => {
  it('is required in production and optional elsewhere', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: required in production/);
    expect(
      loadEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example', PAYMENT_SANDBOX_IN_PRODUCTION: 'true' }).PUBLIC_URL,
    ).toBe('https://shop.example');
    expect(loadEnv({ NODE_ENV: 'development' }).PUBLIC_URL).toBeUndefined();
  });
});
