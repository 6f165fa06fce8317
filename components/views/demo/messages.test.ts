import en from '@/data/i18n/modules/demo.en.json';
import zh from '@/data/i18n/modules/demo.zh.json';

const keys = (node: unknown, prefix = ''): string[] =>
  typeof node === 'object' && node !== null
    ? Object.entries(node).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

describe('demo messages', () => {
  it('has every message in both languages, none empty', () => {
    expect(keys(en)).toEqual(keys(zh));
    const leaves = (m: unknown) => keys(m).map((k) => k.split('.').reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], m));
    expect([...leaves(zh), ...leaves(en)].every((v) => typeof v === 'string' && v.trim() !== '')).toBe(true);
  });
});
