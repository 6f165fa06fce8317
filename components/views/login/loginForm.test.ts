import { readFileSync } from 'node:fs';
import { loginErrors } from './loginForm';

describe('loginErrors', () => {
  it('asks for a user name that is not blank', () => {
    expect(loginErrors({ username: '', password: 'demo123' })).toEqual({ username: 'usernameRequired' });
    expect(loginErrors({ username: '   ', password: 'demo123' })).toEqual({ username: 'usernameRequired' });
    expect(loginErrors({ username: ' jc ', password: 'demo123' })).toEqual({});
  });

  it('asks for a password of at least 6 characters, spaces counted', () => {
    expect(loginErrors({ username: 'jc', password: '' })).toEqual({ password: 'passwordMin' });
    expect(loginErrors({ username: 'jc', password: '12345' })).toEqual({ password: 'passwordMin' });
    expect(loginErrors({ username: 'jc', password: '123456' })).toEqual({});
    expect(loginErrors({ username: 'jc', password: '      ' })).toEqual({});
  });

  it('gives both mistakes at once', () => {
    expect(loginErrors({ username: ' ', password: '1' })).toEqual({ username: 'usernameRequired', password: 'passwordMin' });
  });
});

describe('what the sign-in page loads to check its form', () => {
  it('is the rules alone: no message catalogue, zod or react-query', () => {
    for (const file of ['components/views/login/loginForm.ts', 'lib/domain/formRules.ts', 'lib/domain/validators.ts', 'lib/domain/dates.ts']) {
      const imports = readFileSync(file, 'utf8').match(/^import .*$/gm) ?? [];
      for (const line of imports) expect(line).not.toMatch(/i18n|zod|react-query|\.json/);
    }
  });
});
