// Component tests render with the real strings (English unless a test switches; every namespace
// of both languages is loaded, so a test can switch with i18n.changeLanguage). Fake API answers are
// checked against the API's answer schemas (test/contract.ts).
import { cleanup } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import ar from '../lib/catalogues/ar.ts';
import en from '../lib/catalogues/en.ts';
import { setupI18n } from '../lib/i18n/index.ts';
import { takeContractProblems } from './contract.ts';

const i18n = await setupI18n();
i18n.addComplete('en', en);
i18n.addComplete('ar', ar);
afterEach(() => cleanup());
// a fake API answer that differs from the API's answer schema fails the test (test/contract.ts)
afterEach(() => {
  expect(takeContractProblems(), 'fake answers that differ from the API contract').toEqual([]);
});
