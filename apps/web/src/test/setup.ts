// Component tests render with the real i18n catalogues (English unless a test switches; both
// languages are loaded so a test can switch with i18n.changeLanguage).
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadLanguage, setupI18n } from '../lib/i18n.ts';

await setupI18n();
await loadLanguage('ar');
afterEach(() => cleanup());
