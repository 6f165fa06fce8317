import { hashLocation, isLoginLocation, searchOf, signInEntry } from './signInEntry';

describe('signInEntry', () => {
  it('starts a signed-out visit to the login page there, with its query', () => {
    expect(signInEntry('#/login', false)).toBe('/login');
    expect(signInEntry('#/login?redirect=%2Fcompany%2Fperson', false)).toBe('/login?redirect=%2Fcompany%2Fperson');
    expect(signInEntry('#/login?qr=t1', false)).toBe('/login?qr=t1');
  });

  it('starts a signed-out visit to home or to a page where the guard sends it: the login page, the page as its redirect', () => {
    expect(signInEntry('', false)).toBe('/login');
    expect(signInEntry('#/', false)).toBe('/login');
    expect(signInEntry('#/company/person?x=1', false)).toBe('/login?redirect=%2Fcompany%2Fperson%3Fx%3D1');
  });

  it('leaves to the app a visit with a token, and the other public pages', () => {
    expect(signInEntry('#/login', true)).toBeNull();
    expect(signInEntry('#/company/person', true)).toBeNull();
    for (const hash of ['#/register', '#/callback?code=1', '#/renewal?ticket=t', '#/404', '#/403', '#/loginHistory']) {
      expect([hash, signInEntry(hash, false)]).toEqual([hash, hash === '#/loginHistory' ? '/login?redirect=%2FloginHistory' : null]);
    }
  });
});

describe('the location helpers', () => {
  it('read a hash as the router does, tell the login page, and take a query', () => {
    expect(hashLocation('#/login?qr=1')).toBe('/login?qr=1');
    expect(hashLocation('')).toBe('/');
    expect(['/login', '/login/', '/login?redirect=%2F', '/loginHistory', '/register'].map(isLoginLocation)).toEqual([true, true, true, false, false]);
    expect([searchOf('/login?qr=1'), searchOf('/login')]).toEqual(['?qr=1', '']);
  });
});
