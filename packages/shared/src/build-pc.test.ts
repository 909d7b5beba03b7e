import { describe, expect, it } from 'vitest';
import {
  buildQtyAllowed,
  buildTotal,
  compatibilityWarnings,
  estimatedWattage,
  missingCompatKeys,
  recommendedPsuWattage,
  type BuildPart,
  type CompatSpecs,
} from './build-pc.ts';

const one = (compat: CompatSpecs | null): BuildPart => ({ qty: 1, compat });
const ryzen = one({ part: 'cpu', socket: 'AM5', tdp_w: 120 });
const intel = one({ part: 'cpu', socket: 'LGA 1700', tdp_w: 125 });
const am5Board = one({ part: 'motherboard', socket: 'AM5', memory_type: 'DDR5' });
const ddr4Board = one({ part: 'motherboard', socket: 'LGA1700', memory_type: 'DDR4' });
const ddr5 = one({ part: 'memory', memory_type: 'DDR5' });
const bigGpu = one({ part: 'gpu', tdp_w: 285, length_mm: 306 });
const smallGpu = one({ part: 'gpu', tdp_w: 115, length_mm: 199 });
const psu550 = one({ part: 'psu', wattage_w: 550 });
const psu750 = one({ part: 'psu', wattage_w: 750 });
const miniCase = one({ part: 'case', max_gpu_length_mm: 267 });
const towerCase = one({ part: 'case', max_gpu_length_mm: 360 });

const codes = (parts: BuildPart[]) => compatibilityWarnings(parts).map((w) => w.code);

describe('compatibilityWarnings', () => {
  it('says nothing for a build whose parts fit', () => {
    expect(compatibilityWarnings([ryzen, am5Board, ddr5, bigGpu, psu750, towerCase])).toEqual([]);
  });

  it('warns when the processor socket does not match the motherboard, in both languages', () => {
    const [warning] = compatibilityWarnings([intel, am5Board]);
    expect(warning).toEqual({
      code: 'socket_mismatch',
      parts: ['cpu', 'motherboard'],
      en: "The processor's socket (LGA 1700) does not match the motherboard's socket (AM5).",
      ar: 'مقبس المعالج (LGA 1700) لا يطابق مقبس اللوحة الأم (AM5).',
    });
  });

  it('compares sockets ignoring spaces, dashes and case', () => {
    expect(codes([intel, ddr4Board])).toEqual([]);
    expect(codes([one({ part: 'cpu', socket: 'lga-1700' }), ddr4Board])).toEqual([]);
  });

  it('warns when the memory type does not match the motherboard', () => {
    const [warning] = compatibilityWarnings([ddr5, ddr4Board]);
    expect(warning?.code).toBe('memory_type_mismatch');
    expect(warning?.en).toBe('The memory is DDR5 but the motherboard takes DDR4.');
    expect(warning?.ar).toBe('الذاكرة من نوع DDR5 لكن اللوحة الأم تدعم DDR4.');
  });

  it('warns when the power supply is below the estimate plus headroom', () => {
    // 120 + 285 + 75 = 480 W; × 1.25 = 600 W
    const [warning] = compatibilityWarnings([ryzen, bigGpu, psu550]);
    expect(warning?.code).toBe('psu_too_small');
    expect(warning?.en).toBe('The power supply (550 W) is below the 600 W recommended for these parts (about 480 W estimated).');
    expect(warning?.ar).toContain('550 واط');
    expect(codes([ryzen, bigGpu, psu750])).toEqual([]);
    expect(codes([ryzen, smallGpu, psu550])).toEqual([]);
  });

  it('counts the quantity of each part in the estimate', () => {
    expect(codes([ryzen, { qty: 2, compat: bigGpu.compat }, psu750])).toEqual(['psu_too_small']);
  });

  it('warns when the graphics card is longer than the case allows, and not when it is exactly as long', () => {
    const [warning] = compatibilityWarnings([bigGpu, miniCase]);
    expect(warning?.en).toBe('The graphics card (306 mm) is longer than the case allows (267 mm).');
    expect(warning?.ar).toBe('كارت الشاشة (306 مم) أطول مما يسمح به الكيس (267 مم).');
    expect(codes([one({ part: 'gpu', length_mm: 267 }), miniCase])).toEqual([]);
  });

  it('is silent until both parts of a rule are chosen, or when a part carries no keys', () => {
    expect(codes([intel])).toEqual([]);
    expect(codes([am5Board, ddr5])).toEqual([]);
    expect(codes([bigGpu])).toEqual([]);
    expect(codes([psu550])).toEqual([]);
    expect(codes([intel, one(null), one({ part: 'motherboard' })])).toEqual([]);
  });

  it('reports every problem at once', () => {
    expect(codes([intel, am5Board, one({ part: 'memory', memory_type: 'DDR4' }), bigGpu, psu550, miniCase])).toEqual([
      'socket_mismatch',
      'memory_type_mismatch',
      'psu_too_small',
      'gpu_too_long',
    ]);
  });
});

describe('wattage estimate', () => {
  it('adds the base system draw once anything draws power', () => {
    expect(estimatedWattage([])).toBe(0);
    expect(estimatedWattage([ddr5, towerCase])).toBe(0);
    expect(estimatedWattage([ryzen])).toBe(195);
    expect(estimatedWattage([ryzen, bigGpu])).toBe(480);
  });
  it('rounds the recommendation up to a 50 W size', () => {
    expect(recommendedPsuWattage([ryzen])).toBe(250); // 243.75
    expect(recommendedPsuWattage([ryzen, bigGpu])).toBe(600);
    expect(recommendedPsuWattage([])).toBe(0);
  });
});

describe('missingCompatKeys', () => {
  it('lists the keys a part needs and lacks', () => {
    expect(missingCompatKeys({ part: 'cpu', socket: 'AM5' })).toEqual(['tdp_w']);
    expect(missingCompatKeys({ part: 'case', max_gpu_length_mm: 360 })).toEqual([]);
  });
});

describe('buildQtyAllowed (spec §5 Build PC)', () => {
  it('keeps managed stock between 1 and the stock', () => {
    const item = { type: 1, stock: 3 };
    expect(buildQtyAllowed(item, 0)).toBe(false);
    expect(buildQtyAllowed(item, 1)).toBe(true);
    expect(buildQtyAllowed(item, 3)).toBe(true);
    expect(buildQtyAllowed(item, 4)).toBe(false);
    expect(buildQtyAllowed(item, 1.5)).toBe(false);
  });
  it('has no upper bound for stock type 0 and refuses unavailable items', () => {
    expect(buildQtyAllowed({ type: 0, stock: 0 }, 500)).toBe(true);
    expect(buildQtyAllowed({ type: 2, stock: 9 }, 1)).toBe(false);
    expect(buildQtyAllowed({ type: 1, stock: 0 }, 1)).toBe(false);
  });
});

describe('buildTotal', () => {
  it('sums the price a shopper pays times the quantity, without float drift', () => {
    expect(buildTotal([])).toBe(0);
    expect(
      buildTotal([
        { price: 21_500, price_after_discount: 19_999, qty: 1 },
        { price: 0.1, price_after_discount: null, qty: 3 },
        { price: 100, price_after_discount: 120, qty: 2 },
      ]),
    ).toBe(20_199.3);
  });
});
