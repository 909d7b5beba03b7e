// A wait in seconds worded as each language counts it (the 429 messages and the code resend wait).
import { describe, expect, it } from 'vitest';
import { secondsPhrase } from './text.ts';

describe('secondsPhrase', () => {
  it('says "1 second" and "n seconds" in English', () => {
    expect([1, 2, 30].map((n) => secondsPhrase('en', n))).toEqual(['1 second', '2 seconds', '30 seconds']);
  });
  it('uses Arabic’s own words for one and two, the plural for three to ten, the singular from eleven', () => {
    expect([1, 2, 3, 10, 11, 60].map((n) => secondsPhrase('ar', n))).toEqual([
      'ثانية واحدة',
      'ثانيتين',
      '3 ثوانٍ',
      '10 ثوانٍ',
      '11 ثانية',
      '60 ثانية',
    ]);
  });
});
