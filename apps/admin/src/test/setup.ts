// Back-office component tests: a fresh page, address and fake API for each test.
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom draws nothing, so it does not scroll (router.tsx navigate scrolls to the top)
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
