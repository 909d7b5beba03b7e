// The back-office's search boxes: what staff type, trimmed, with digits typed on an Arabic keyboard
// made ASCII, so an order number, a phone or an id typed in Arabic-Indic digits finds what the same
// number in ASCII finds.
import { z } from 'zod';
import { typedDigits } from '../auth/identifier.ts';

export const staffSearch = (max = 100) => z.string().overwrite(typedDigits).max(max).optional();
