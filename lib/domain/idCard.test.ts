import { ID_TAIL, idCheckChar, isIdCardShape, maskIdCard, parseIdCard } from './idCard';

const TODAY = '2026-11-21';

describe('parseIdCard (GB 11643)', () => {
  it("accepts the standard's example, with its birth date and gender", () => {
    expect(parseIdCard('11010519491231002X', TODAY)).toEqual({
      ok: true, info: { birthDate: '1949-12-31', gender: 'F', regionCode: '110105' },
    });
    expect(parseIdCard('11010519491231002x', TODAY).ok).toBe(true);
  });

  it('refuses a wrong check digit and names the right one', () => {
    expect(parseIdCard('110105194912310021', TODAY)).toEqual({ ok: false, problem: 'checkDigit', expected: 'X' });
  });

  it('refuses a birth date before 1900, after today, or not in the calendar', () => {
    expect(parseIdCard('440524188001010014', TODAY)).toMatchObject({ ok: false, problem: 'birthDate' });
    const future = `11010520301231001`;
    expect(parseIdCard(future + idCheckChar(future), TODAY)).toMatchObject({ ok: false, problem: 'birthDate' });
    const feb30 = '11010519900230001';
    expect(parseIdCard(feb30 + idCheckChar(feb30), TODAY)).toMatchObject({ ok: false, problem: 'birthDate' });
  });

  it('refuses a malformed number', () => {
    expect(parseIdCard('1101051949123100', TODAY)).toEqual({ ok: false, problem: 'format' });
    expect(parseIdCard('11010519491231002Y', TODAY)).toEqual({ ok: false, problem: 'format' });
  });

  it('reads the number without surrounding spaces, and refuses anything before or after its 18 characters', () => {
    expect(parseIdCard(' 11010519491231002X ', TODAY)).toMatchObject({ ok: true, info: { birthDate: '1949-12-31' } });
    expect(parseIdCard('111010519491231002X', TODAY)).toEqual({ ok: false, problem: 'format' });
    expect(parseIdCard('11010519491231002X1', TODAY)).toEqual({ ok: false, problem: 'format' });
  });

  it('takes a birth date of 1900-01-01 and of today, and refuses the day before and the day after', () => {
    const body = (date: string) => `110105${date.replaceAll('-', '')}001`;
    const id = (date: string) => body(date) + idCheckChar(body(date));
    expect(parseIdCard(id('1900-01-01'), TODAY)).toMatchObject({ ok: true, info: { birthDate: '1900-01-01' } });
    expect(parseIdCard(id('1899-12-31'), TODAY)).toEqual({ ok: false, problem: 'birthDate' });
    expect(parseIdCard(id(TODAY), TODAY)).toMatchObject({ ok: true, info: { birthDate: TODAY } });
    expect(parseIdCard(id('2026-11-22'), TODAY)).toEqual({ ok: false, problem: 'birthDate' });
  });

  it('reads an odd 17th digit as male', () => {
    const body = '33050219850612003';
    expect(parseIdCard(body + idCheckChar(body), TODAY)).toMatchObject({ ok: true, info: { gender: 'M', birthDate: '1985-06-12' } });
  });
});

describe('isIdCardShape (spec §5 client rule)', () => {
  it('accepts 15 and 18 characters with real dates', () => {
    expect(isIdCardShape('110105491231002')).toBe(true);
    expect(isIdCardShape('11010519491231002X')).toBe(true);
    expect(isIdCardShape('110105491331002')).toBe(false);
    expect(isIdCardShape('1101051949123100')).toBe(false);
  });

  it('takes the 18-character form ending in a digit, x or X, with nothing around it', () => {
    expect(isIdCardShape('110105199001011234')).toBe(true);
    expect(isIdCardShape('11010519900101123x')).toBe(true);
    expect(isIdCardShape('11010519900101123Y')).toBe(false);
    // 19 digits whose first and last 18 each hold a real date, and 16 whose last 15 do.
    expect(isIdCardShape('1234561990010112345')).toBe(false);
    expect(isIdCardShape('1101054912310021')).toBe(false);
  });
});

describe('ID_TAIL (what the lists search an ID number by)', () => {
  it('takes the whole number or its last 4 to 18 characters, an X (either case) as the last', () => {
    for (const tail of ['3305', '33050X', '33050x', '11010519491231002X', '110105194912310021']) expect(ID_TAIL.test(tail)).toBe(true);
  });

  it('refuses an X anywhere but last, fewer than 4 characters, more than 18, and anything but digits', () => {
    for (const tail of ['3305X0', 'X305', '33XX', '1101051949123100X2', '123', '1101051949123100211', '12a4', '123Y']) {
      expect(ID_TAIL.test(tail)).toBe(false);
    }
  });
});

describe('maskIdCard', () => {
  it('keeps the first 6 and the last 4 characters', () => {
    expect(maskIdCard('11010519491231002X')).toBe('110105********002X');
    expect(maskIdCard('110105491231002')).toBe('110105*****1002');
  });

  it('leaves a text shorter than 10 characters as it is', () => {
    expect(maskIdCard('123456789')).toBe('123456789');
    expect(maskIdCard('')).toBe('');
  });
});
