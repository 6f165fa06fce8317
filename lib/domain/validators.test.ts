import {
  isBlank, isChineseName, isDecimal, isEmail, isExternal, isIdCard, isIPv4, isMobile, isName, isNumber, isPassword, isPort, isUrl,
} from './validators';

describe('spec §5 helper rules', () => {
  it.each([
    [isPassword, ['123456', 'abcdefg'], ['12345', '']],
    [isNumber, ['0', '-12', '345'], ['1.5', '-', '1e3']],
    [isName, ['张三abc9'], ['张 三', 'a-b']],
    [isMobile, ['13857201234'], ['23857201234', '1385720123', '138572012345', 'a13857201234']],
    [isEmail, ['a.b@example.com', 'a@mail.example.com'], ['a@b', 'no-at.example.com', `${'x'.repeat(250)}@ex.com`, ' a.b@example.com', 'a.b@example.com ', 'a@mail..com']],
    [isChineseName, ['李明', '欧阳娜娜'], ['李', '欧阳娜娜娜', 'Li']],
    [isIdCard, ['11010519491231002X', '110105491231002'], ['11010519491331002X']],
    [isDecimal, ['1.5', '-2.1234', '12.5'], ['1', '1.12345', 'x1.5']],
    [isPort, ['0', '8011', '65535'], ['65536', '-1', 'a', '8080a']],
    [isIPv4, ['127.0.0.1', '255.255.255.255', '10.0.0.1', '240.241.0.249', '0.0.0.0', '1.1.1.10', '1.1.1.100'], ['256.1.1.1', '1.2.3', '1.2.3.4.5', '1.2.3.256', '20a.1.1.1', '1.1.1.20a', '1.1.1.259', '1.1.1.1a1']],
    [isUrl, ['https://example.com/a?b=1', 'http://localhost:8011'], ['example.com', 'https://', 'see https://example.com', 'https://example.com x']],
    [isExternal, ['https://x', 'http://x', 'mailto:a@b', 'tel:110', '//cdn'], ['/company', 'ftp://x']],
  ] as const)('%p', (rule, good, bad) => {
    for (const s of good) expect([s, (rule as (s: string) => boolean)(s)]).toEqual([s, true]);
    for (const s of bad) expect([s, (rule as (s: string) => boolean)(s)]).toEqual([s, false]);
  });

  it('treats null, empty, whitespace and the text null as blank', () => {
    for (const v of [null, undefined, '', '   ', 'null']) expect(isBlank(v)).toBe(true);
    for (const v of ['0', 'a', 0]) expect(isBlank(v)).toBe(false);
  });
});
