import { describe, expect, it } from 'vitest';
import { isReviewRating, maskEmail } from './reviews.ts';

describe('maskEmail', () => {
  it('shows the first two letters, three stars and the domain', () => {
    expect(maskEmail('ahmed.samir@gmail.com')).toBe('ah***@gmail.com');
    expect(maskEmail('customer@demo.gamers-souq.example')).toBe('cu***@demo.gamers-souq.example');
  });

  it('never shows a whole short name and never tells the length', () => {
    expect(maskEmail('ab@x.com')).toBe('a***@x.com');
    expect(maskEmail('a@x.com')).toBe('a***@x.com');
    expect(maskEmail('abc@x.com')).toBe('ab***@x.com');
    expect(maskEmail('abcdefghijklmnop@x.com')).toBe('ab***@x.com');
  });

  it('keeps Arabic or emoji names whole characters and hides anything that is not an address', () => {
    expect(maskEmail('محمد@example.com')).toBe('مح***@example.com');
    expect(maskEmail('😀😀😀@x.com')).toBe('😀😀***@x.com');
    expect(maskEmail('not-an-address')).toBe('***');
    expect(maskEmail('@x.com')).toBe('***');
    expect(maskEmail('')).toBe('***');
  });
});

describe('isReviewRating', () => {
  it('accepts whole stars from 1 to 5 only', () => {
    expect([1, 2, 3, 4, 5].every(isReviewRating)).toBe(true);
    for (const bad of [0, 6, 2.5, -1, Number.NaN, '3', null, undefined]) expect(isReviewRating(bad)).toBe(false);
  });
});
