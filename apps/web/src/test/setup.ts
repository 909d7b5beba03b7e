// Component tests render with the real i18n catalogues (English unless a test switches; both
// languages are loaded so a test can switch with i18n.changeLanguage). Fake API answers are
// checked against the API's answer schemas (test/contract.ts).
import { cleanup } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import { loadLanguage, setupI18n } from '../lib/i18n.ts';
import { takeContractProblems } from './contract.ts';

await setupI18n();
await loadLanguage('ar');
afterEach(() => cleanup());
// a fake API answer that differs from the API's answer schema fails the test (test/contract.ts)
afterEach(() => {
  expect(takeContractProblems(), 'fake answers that differ from the API contract').toEqual([]);
});
