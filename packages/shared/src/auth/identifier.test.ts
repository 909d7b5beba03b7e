import { describe, expect, it } from 'vitest';
import {
  detectIdentifier,
  isEmail,
  localPhone,
  normaliseDigits,
  normaliseEmail,
  normalisePhone,
  typedDigits,
} from './identifier.ts';

describe('normalisePhone', () => {
  it.each([
    ['01001234567', '+201001234567'],
    ['010 0123 4567', '+201001234567'],
    ['010-0123-4567', '+201001234567'],
    ['1001234567', '+201001234567'],
    ['201001234567', '+201001234567'],
    ['00201001234567', '+201001234567'],
    ['+201001234567', '+201001234567'],
    ['+20 (100) 123 4567', '+201001234567'],
    ['+2001001234567', '+201001234567'],
    ['٠١٠٠١٢٣٤٥٦٧', '+201001234567'],
    ['01112345678', '+201112345678'],
    ['01212345678', '+201212345678'],
    ['01512345678', '+201512345678'],
    ['+971501234567', '+971501234567'],
    ['00447911123456', '+447911123456'],
  ])('%s → %s', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });

  it.each([
    '',
    'abc',
    '0100123456',
    '010012345678',
    '01301234567',
    '+20212345678',
    '+12',
    '+0123456789',
    '12345678',
    '01001234567x',
    '+2010012345678',
  ])('refuses %j', (input) => {
    expect(normalisePhone(input)).toBeNull();
  });
});

describe('e-mail', () => {
  it('accepts ordinary addresses and lower-cases them', () => {
    expect(normaliseEmail('  Ahmed.Ali+shop@Example.COM ')).toBe('ahmed.ali+shop@example.com');
    expect(isEmail('a@b.eg')).toBe(true);
  });
  it.each([
    'plain',
    'a@b',
    'a@@b.com',
    '.a@b.com',
    'a.@b.com',
    'a..b@c.com',
    'a b@c.com',
    'a@-b.com',
    `${'x'.repeat(65)}@b.com`,
    `a@${'b'.repeat(250)}.com`,
  ])('refuses %j', (input) => {
    expect(isEmail(input)).toBe(false);
  });
});

describe('detectIdentifier (spec §5: email versus phone by the e-mail pattern)', () => {
  it('tells e-mail from phone', () => {
    expect(detectIdentifier('Customer@Demo.Gamers-Souq.Example')).toEqual({
      type: 'email',
      value: 'customer@demo.gamers-souq.example',
    });
    expect(detectIdentifier('01000000001')).toEqual({ type: 'phone', value: '+201000000001' });
  });
  it('refuses what is neither', () => {
    expect(detectIdentifier('hello')).toBeNull();
    expect(detectIdentifier('a@b')).toBeNull();
    expect(detectIdentifier('')).toBeNull();
  });
  it('converts Arabic-Indic digits', () => {
    expect(normaliseDigits('۰۱۲٣٤٥')).toBe('012345');
  });
});

describe('localPhone (the phone as an Egyptian shopper knows it)', () => {
  it('shows an Egyptian mobile in the local form, which normalises back to the stored one', () => {
    expect(localPhone('+201001234567')).toBe('01001234567');
    expect(normalisePhone(localPhone('+201551234567'))).toBe('+201551234567');
  });

  it('leaves other numbers international, and an empty phone empty', () => {
    expect(localPhone('+971501234567')).toBe('+971501234567');
    expect(localPhone('')).toBe('');
  });
});

describe('invisible direction marks of a pasted number', () => {
  // WhatsApp and Android contacts in Arabic wrap a copied number in U+202A … U+202C; Arabic
  // pages and SMS put U+200E / U+200F / U+061C around digits
  const wrapped = (s: string) => `\u202a${s}\u202c`;

  it('are dropped from a phone number, so the pasted number is the typed one', () => {
    expect(normalisePhone(wrapped('+20 100 123 4567'))).toBe('+201001234567');
    expect(normalisePhone('\u200e01001234567\u200f')).toBe('+201001234567');
    expect(normalisePhone('\u2066٠١٠٠١٢٣٤٥٦٧\u2069')).toBe('+201001234567');
    expect(detectIdentifier(wrapped('01001234567'))).toEqual({ type: 'phone', value: '+201001234567' });
  });

  it('are dropped from a code or an order number', () => {
    expect(typedDigits('\u200e 123456 \u200f')).toBe('123456');
    expect(typedDigits(wrapped('GS-10001'))).toBe('GS-10001');
    expect(normaliseDigits('\u061c٣\u200f')).toBe('3');
  });
});
