import { mergeRefusal, regionCovers, revokeRefusal, type UnitHoldings } from './unitAdmin';

const clear: UnitHoldings = { status: 'NORMAL', persons: 0, underReview: 0, childUnits: 0 };

describe('regionCovers', () => {
  it.each([
    ['330500', '330502', true], ['330500', '330500', true], ['330000', '330523', true],
    ['330502', '330500', false], ['330502', '330503', false], ['330500', '320500', false],
  ])('%s covers %s: %s', (upper, code, covers) => {
    expect(regionCovers(upper, code)).toBe(covers);
  });
});

describe('revokeRefusal', () => {
  it.each<[string, Partial<UnitHoldings>, RegExp | null]>([
    ['an empty unit', {}, null],
    ['a unit with persons', { persons: 3 }, /尚有 3 名在职人员/],
    ['a unit with filings under review', { underReview: 2 }, /2 件业务正在审核中/],
    ['a competent authority with units', { childUnits: 1 }, /仍有 1 个单位/],
    ['a unit already revoked', { status: 'REVOKED' }, /已撤销或已合并/],
  ])('%s', (_, holdings, refusal) => {
    const r = revokeRefusal({ ...clear, ...holdings });
    if (refusal) expect(r?.message).toMatch(refusal);
    else expect(r).toBeNull();
  });
});

describe('mergeRefusal', () => {
  it.each<[string, Partial<UnitHoldings>, { id: number; status: string }, RegExp | null]>([
    ['a unit with persons into a normal unit', { persons: 5 }, { id: 2, status: 'NORMAL' }, null],
    ['a unit into itself', {}, { id: 1, status: 'NORMAL' }, /其自身/],
    ['into a revoked unit', {}, { id: 2, status: 'REVOKED' }, /并入单位已撤销/],
    ['a unit with filings under review', { underReview: 1 }, { id: 2, status: 'NORMAL' }, /正在审核中/],
    ['a competent authority with units', { childUnits: 4 }, { id: 2, status: 'NORMAL' }, /先将其改隶/],
  ])('%s', (_, holdings, target, refusal) => {
    const r = mergeRefusal({ ...clear, ...holdings, id: 1 }, target);
    if (refusal) expect(r?.message).toMatch(refusal);
    else expect(r).toBeNull();
  });
});
