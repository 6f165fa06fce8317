import { can } from './access';

const jc = { roles: ['jc'], abilities: ['filing:write'] };

describe('can (spec §6)', () => {
  it('always passes the admin flag', () => {
    expect(can({ admin: true, roles: [], abilities: [] }, { role: ['zg'] })).toBe(true);
  });

  it('treats a plain list as any-of', () => {
    expect(can(jc, ['zg', 'jc'])).toBe(true);
    expect(can(jc, ['zg'])).toBe(false);
    expect(can(jc, [])).toBe(true);
  });

  it('applies oneOf, allOf and except to roles and abilities', () => {
    expect(can(jc, { role: ['jc', 'zg'], mode: 'oneOf' })).toBe(true);
    expect(can(jc, { role: ['jc', 'zg'], mode: 'allOf' })).toBe(false);
    expect(can(jc, { role: ['editor'], mode: 'except' })).toBe(true);
    expect(can(jc, { role: ['jc'], mode: 'except' })).toBe(false);
    expect(can(jc, { ability: ['filing:write'] })).toBe(true);
  });

  it('needs both lists to pass when both are given', () => {
    expect(can(jc, { role: ['jc'], ability: ['filing:review'] })).toBe(false);
    expect(can(jc, { role: ['jc'], ability: ['filing:write'] })).toBe(true);
  });
});
