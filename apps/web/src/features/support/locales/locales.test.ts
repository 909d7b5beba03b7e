// Every support string exists in both languages (STYLE.md habit 8).
import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import en from './en.json';

type Tree = { [k: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));

describe('support locales', () => {
  it('have the same keys in English and Arabic, none empty', () => {
    expect(keys(ar as Tree).sort()).toEqual(keys(en as Tree).sort());
    for (const tree of [en, ar] as Tree[])
      for (const k of keys(tree)) expect(k.split('.').reduce<Tree | string>((t, p) => (t as Tree)[p]!, tree)).not.toBe('');
  });
});
