// Component tests render with the real i18n catalogues (English unless a test switches).
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setupI18n } from '../lib/i18n.ts';

setupI18n();
afterEach(() => cleanup());
