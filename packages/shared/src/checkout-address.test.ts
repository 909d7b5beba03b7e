// The address rules of POST users/orders, as the storefront checks them before sending.
import { describe, expect, it } from 'vitest';
import { addressProblems } from './checkout-address.ts';

const ok = { full_name: 'Mona Adel', city: 'Cairo', street_address: '12 Tahrir St', phone: '01000000001' };

describe('addressProblems', () => {
  it('finds nothing wrong with a complete address', () => {
    expect(addressProblems(ok)).toEqual({});
  });
  it.each([
    [{ full_name: '  ' }, { full_name: 'nameRequired' }],
    [{ full_name: 'x'.repeat(121) }, { full_name: 'nameTooLong' }],
    [{ city: '' }, { city: 'cityRequired' }],
    [{ street_address: 'ab' }, { street_address: 'streetRequired' }],
    [{ phone: '' }, { phone: 'phoneRequired' }],
    [{ phone: '12-34' }, { phone: 'badPhone' }],
    [{ phone: '+201000000001' }, {}],
    [{ phone: '٠١٠٠٠٠٠٠٠٠١' }, {}],
    [{ phone: '+۲۰۱۰۰۰۰۰۰۰۰۱' }, {}],
    [{ phone: '٠١٠-٠٠٠' }, { phone: 'badPhone' }],
  ])('%j → %j', (change, problems) => {
    expect(addressProblems({ ...ok, ...change })).toEqual(problems);
  });
  it('asks for a wallet number only when the method needs one', () => {
    expect(addressProblems({ ...ok, walletRequired: true })).toEqual({ wallet_number: 'walletNumberRequired' });
    expect(addressProblems({ ...ok, walletRequired: true, wallet_number: '0190000000' })).toEqual({
      wallet_number: 'badWalletNumber',
    });
    expect(addressProblems({ ...ok, walletRequired: true, wallet_number: '01012345678' })).toEqual({});
    expect(addressProblems({ ...ok, walletRequired: true, wallet_number: ' ٠١٠١٢٣٤٥٦٧٨ ' })).toEqual({});
    expect(addressProblems({ ...ok, wallet_number: 'x' })).toEqual({});
  });
});
