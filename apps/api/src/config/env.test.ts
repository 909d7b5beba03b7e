// PUBLIC_URL is the only source of absolute links (issue 23): production refuses to start without it.
import { describe, expect, it } from 'vitest';
import { loadEnv, renderConcurrency } from './env.ts';

describe('PUBLIC_URL', () => {
  it('is required in production and optional elsewhere', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: required in production/);
    expect(
      loadEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example', PAYMENT_SANDBOX_IN_PRODUCTION: 'true' }).PUBLIC_URL,
    ).toBe('https://shop.example');
    expect(loadEnv({ NODE_ENV: 'development' }).PUBLIC_URL).toBeUndefined();
  });
});

// Issue 24, eighteenth step: renders at once follow the render threads unless set.
describe('RENDER_CONCURRENCY', () => {
  it('is four renders for each render thread by default, four on the main thread alone, and what is set when set', () => {
    expect(renderConcurrency(loadEnv({}), 2)).toBe(8);
    expect(renderConcurrency(loadEnv({}), 4)).toBe(16);
    expect(renderConcurrency(loadEnv({}), 0)).toBe(4);
    expect(renderConcurrency(loadEnv({ RENDER_CONCURRENCY: '3' }), 2)).toBe(3);
    expect(() => loadEnv({ RENDER_CONCURRENCY: '0' })).toThrow(/RENDER_CONCURRENCY/);
  });
});

// The cart's slider snaps a small choice up to POINTS_MIN_TO_USE, and checkout takes points only in
// whole steps: a minimum off the step would be refused at checkout ('steps of 50') every time it
// is chosen. The back-office refuses such rules; the configuration refuses them at start-up too.
describe('POINTS_MIN_TO_USE', () => {
  it('is 0 or a multiple of POINTS_TIER_INCREMENT', () => {
    expect(() => loadEnv({ POINTS_MIN_TO_USE: '120', POINTS_TIER_INCREMENT: '50' })).toThrow(
      /POINTS_MIN_TO_USE: must be 0 or a multiple of POINTS_TIER_INCREMENT \(50\)/,
    );
    expect(loadEnv({ POINTS_MIN_TO_USE: '150', POINTS_TIER_INCREMENT: '50' }).POINTS_MIN_TO_USE).toBe(150);
    expect(loadEnv({ POINTS_MIN_TO_USE: '0', POINTS_TIER_INCREMENT: '50' }).POINTS_MIN_TO_USE).toBe(0);
    expect(loadEnv({}).POINTS_MIN_TO_USE).toBe(100);
  });
});
