// The top-up rules of spec §5 as the form and the server both apply them.
import { describe, expect, it } from 'vitest';
import {
  balanceAfterAdjustment,
  isWalletNumber,
  keepAmountChars,
  parseTopupAmount,
  topupProblem,
  topupTotals,
} from './wallet.ts';
import { hundredthsOf } from './money.ts';

describe('top-up amount', () => {
  it('keeps only digits and dots, Arabic-Indic digits made ASCII', () => {
    expect(keepAmountChars('1a2b.5-€ ')).toBe('12.5');
    expect(keepAmountChars('١٢٣٫٤')).toBe('123.4');
    expect(keepAmountChars('١٬٠٠٠')).toBe('1000');
    expect(keepAmountChars('۱۵۰.5')).toBe('150.5');
  });

  it('reads EGP with at most two decimals into piastres', () => {
    expect(parseTopupAmount('150')).toBe(150_00);
    expect(parseTopupAmount('150.5')).toBe(150_50);
    expect(parseTopupAmount('.05')).toBe(5);
    expect(parseTopupAmount('7.')).toBe(7_00);
    expect(parseTopupAmount(99.99)).toBe(99_99);
    expect(parseTopupAmount(1e9)).toBe(1_000_000_000_00);
    for (const bad of ['', '.', '12.3.4', '1e9', '-5', 'abc', '10.999', ' ', '1,000'])
      expect(parseTopupAmount(bad), bad).toBeNull();
    expect(parseTopupAmount(-5)).toBeNull();
    expect(parseTopupAmount(Number.NaN)).toBeNull();
  });

  it('is the one reading of a typed amount: Arabic digits and decimal separator read, a third decimal refused, never rounded', () => {
    expect(hundredthsOf('١٢٥٠٫٥')).toBe(1250_50);
    expect(hundredthsOf(' ۹۹۹.۵ ')).toBe(999_50);
    expect(hundredthsOf('12.5')).toBe(parseTopupAmount('12.5'));
    for (const bad of ['999.999', '12.345', '١٢٫٣٤٥', '1,000', '12.5%', '+5']) expect(hundredthsOf(bad), bad).toBeNull();
  });

  it('checks the three messages in the spec order', () => {
    expect(topupProblem({ amount: '', paymentId: null, walletNumber: '' })).toBe('invalidAmount');
    expect(topupProblem({ amount: '0', paymentId: 1, walletNumber: '' })).toBe('invalidAmount');
    expect(topupProblem({ amount: '100', paymentId: null, walletNumber: '' })).toBe('methodRequired');
    expect(topupProblem({ amount: '100', paymentId: 2, walletNumber: ' ' })).toBe('walletNumberRequired');
    expect(topupProblem({ amount: '100', paymentId: 5, walletNumber: '', walletRequired: true })).toBe('walletNumberRequired');
    expect(topupProblem({ amount: '100', paymentId: 2, walletNumber: '01012345678' })).toBeNull();
    expect(topupProblem({ amount: '100', paymentId: 1, walletNumber: '' })).toBeNull();
  });

  it('knows an Egyptian wallet number', () => {
    expect(isWalletNumber('01012345678')).toBe(true);
    expect(isWalletNumber('01512345678')).toBe(true);
    expect(isWalletNumber('01312345678')).toBe(false);
    expect(isWalletNumber('0101234567')).toBe(false);
  });

  it('charges the method fee on the amount; the wallet receives the amount', () => {
    expect(topupTotals(250_50, { basisPoints: 275, fixed: 0 })).toEqual({ amount: 250_50, fee: 6_89, total: 257_39 });
    expect(topupTotals(100_00, { basisPoints: 100, fixed: 10_00 })).toEqual({ amount: 100_00, fee: 11_00, total: 111_00 });
  });

  it('lets staff correct a balance but never take it below zero', () => {
    expect(balanceAfterAdjustment(100_00, -40_00)).toBe(60_00);
    expect(balanceAfterAdjustment(100_00, -100_00)).toBe(0);
    expect(balanceAfterAdjustment(100_00, -100_01)).toBeNull();
    expect(balanceAfterAdjustment(0, 5)).toBe(5);
  });
});
