import { badAbility, roleErrors } from './roleForm';

const role = (over: object = {}) => ({ nameZh: '基层单位', nameEn: 'Base unit', abilities: ['read:system'], ...over });

describe('the role form', () => {
  it('needs both names, trimmed, of at most 50 characters', () => {
    expect(roleErrors(role())).toEqual({});
    expect(roleErrors(role({ nameZh: ' ', nameEn: '' }))).toEqual({ nameZh: 'nameRequired', nameEn: 'nameRequired' });
    expect(roleErrors(role({ nameZh: '名'.repeat(50), nameEn: ` ${'n'.repeat(50)} ` }))).toEqual({});
    expect(roleErrors(role({ nameZh: '名'.repeat(51) }))).toEqual({ nameZh: 'nameTooLong' });
  });

  it('takes up to 50 abilities written like read:system', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => `read:x${'a'.repeat(i)}`);
    expect(roleErrors(role({ abilities: [] }))).toEqual({});
    expect(roleErrors(role({ abilities: many(50) }))).toEqual({});
    expect(roleErrors(role({ abilities: many(51) }))).toEqual({ abilities: 'abilitiesTooMany' });
    expect(roleErrors(role({ abilities: ['read:system', 'read system', 'Read:x'] }))).toEqual({ abilities: 'abilityInvalid' });
    expect(badAbility(['read:system', 'read system', 'Read:x'])).toBe('read system');
    expect(badAbility(['read:system'])).toBeUndefined();
  });
});
