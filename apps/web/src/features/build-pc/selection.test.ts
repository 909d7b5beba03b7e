// The Build-PC selection rules (spec §4, §5) and its session storage.
import { beforeEach, describe, expect, it } from 'vitest';
import { buildProduct } from '../catalog/test/fixtures.ts';
import { BUILD_PC_KEY, changeQty, readSelection, reloadSelection, toggleChoice, writeSelection } from './selection.ts';

const a = buildProduct({ id: 1, type: 1, stock: 3 });
const b = buildProduct({ id: 2, type: 0, stock: 0 });
const gone = buildProduct({ id: 3, type: 2, stock: 0 });

beforeEach(() => {
  sessionStorage.clear();
  reloadSelection();
});

describe('toggleChoice', () => {
  it('selects with quantity 1, replaces the category’s choice, deselects on a second choice', () => {
    const one = toggleChoice({}, 100, a);
    expect(one).toEqual({ 100: { product: a, qty: 1 } });
    const replaced = toggleChoice({ 100: { product: a, qty: 3 } }, 100, b);
    expect(replaced).toEqual({ 100: { product: b, qty: 1 } });
    expect(toggleChoice(one, 100, a)).toEqual({});
  });
  it('never selects an item that cannot be bought', () => {
    expect(toggleChoice({}, 100, gone)).toEqual({});
  });
});

describe('changeQty', () => {
  it('allows 1 up to the stock and refuses the rest', () => {
    const sel = { 100: { product: a, qty: 1 } };
    expect(changeQty(sel, 100, 3)?.[100]?.qty).toBe(3);
    expect(changeQty(sel, 100, 4)).toBeNull();
    expect(changeQty(sel, 100, 0)).toBeNull();
    expect(changeQty(sel, 999, 1)).toBeNull();
  });
});

describe('the stored selection', () => {
  it('survives a reload and ignores damaged entries', () => {
    writeSelection({ 100: { product: a, qty: 2 } });
    reloadSelection();
    expect(readSelection()).toEqual({ 100: { product: a, qty: 2 } });
    sessionStorage.setItem(BUILD_PC_KEY, JSON.stringify({ 100: { product: a, qty: 0 }, x: { product: a, qty: 1 }, 7: 'no' }));
    reloadSelection();
    expect(readSelection()).toEqual({});
    sessionStorage.setItem(BUILD_PC_KEY, '{not json');
    reloadSelection();
    expect(readSelection()).toEqual({});
  });
});
