import { PASSWORD_RULE_TEXT, passwordRefusal, utf8Bytes, type PasswordRule } from './passwordPolicy';
import { estimatePassword } from './passwordStrength';

const check = (password: string, username = 'clerk_li') => passwordRefusal(password, { username, estimate: estimatePassword });

describe('password policy', () => {
  it('accepts exactly 8 characters of 3 classes and refuses 7', () => {
    expect(check('Kx9mPq2w')).toBeNull();
    expect(check('Kx9mPq2')).toBe('tooShort');
  });

  it('refuses 2 character classes and accepts the third class added', () => {
    expect(check('kxmpqrwtzv')).toBe('classes');
    expect(check('kx9mpq2wtz')).toBe('classes');
    expect(check('kx9mpq2wt#')).toBeNull();
  });

  it('refuses the username in any case, reversed or with digits, and accepts an unrelated password', () => {
    expect(check('Clerk_Li2024', 'clerk_li')).toBe('username');
    expect(check('#IL_KRELC9', 'clerk_li')).toBe('username');
    expect(check('Jc123456!', 'jc')).toBe('username');
    expect(check('Jc2025!ok', 'jc')).toBeNull();
    expect(check('Hr7#mKq2zP', 'clerk_li')).toBeNull();
  });

  it('refuses common passwords and their simple variants', () => {
    expect(check('123456')).toBe('tooShort');
    expect(check('Password1!')).toBe('common');
    expect(check('P@ssw0rd2024')).toBe('common');
    expect(check('Admin@123')).toBe('common');
    expect(check('Qwerty123!')).toBe('common');
  });

  it('refuses predictable patterns that are not in the list', () => {
    expect(check('Ab1!Ab1!Ab1!')).toBe('guessable');
  });

  it('accepts 64 characters and refuses 65', () => {
    const long = 'Kx9#mPq2w'.repeat(8).slice(0, 64);
    expect(check(long)).toBeNull();
    expect(check(`${long}Z`)).toBe('tooLong');
  });

  it('bounds the UTF-8 bytes so that bcrypt reads the whole password', () => {
    const cjk25 = `人事管理系统编制备案岗位审核单位主管部门人社局审Ab1`;
    expect(utf8Bytes(cjk25)).toBeGreaterThan(72);
    expect(check(cjk25)).toBe('tooManyBytes');
    const fits = '人事管理系统编制备案岗位Ab1';
    expect(utf8Bytes(fits)).toBeLessThanOrEqual(72);
    expect(check(fits)).toBeNull();
  });

  it('skips the dictionary without an estimator (the forms in the browser)', () => {
    expect(passwordRefusal('Password1!', { username: 'jc' })).toBeNull();
    expect(passwordRefusal('', {})).toBe('required');
  });

  it('names every rule in both languages', () => {
    for (const rule of Object.keys(PASSWORD_RULE_TEXT) as PasswordRule[]) {
      expect(PASSWORD_RULE_TEXT[rule].zh).toMatch(/[\u4e00-\u9fa5]/);
      expect(PASSWORD_RULE_TEXT[rule].en).toMatch(/[a-z]/);
    }
  });
});
