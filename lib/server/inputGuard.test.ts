import { findHostileInput } from './inputGuard';

describe('findHostileInput', () => {
  it('names the field holding a NUL or another control character', () => {
    expect(findHostileInput({ name: 'a\u0000b' })).toEqual({ field: 'name', reason: 'control' });
    expect(findHostileInput({ lines: [{ ok: 'x' }, { note: 'bell\u0007' }] })).toEqual({ field: 'lines.1.note', reason: 'control' });
    expect(findHostileInput({ x: 'del\u007f' })).toEqual({ field: 'x', reason: 'control' });
    expect(findHostileInput('\u001f')).toEqual({ field: 'body', reason: 'control' });
  });

  it('lets tab, line breaks and ordinary text through', () => {
    expect(findHostileInput({ remark: '第一行\r\n第二行\t制表', n: 3, ok: true, none: null, list: ['a'] })).toBeNull();
    expect(findHostileInput({ emoji: '😀', space: '\u00a0', zw: '\u200b' })).toBeNull();
  });

  it('refuses keys that reach a prototype, at any depth', () => {
    expect(findHostileInput(JSON.parse('{"__proto__":{"admin":true}}'))).toEqual({ field: '__proto__', reason: 'key' });
    expect(findHostileInput({ a: [{ constructor: 1 }] })).toEqual({ field: 'a.0.constructor', reason: 'key' });
    expect(findHostileInput({ prototype: 1 })).toEqual({ field: 'prototype', reason: 'key' });
    expect(findHostileInput({ 'k\u0000': 1 })).toEqual({ field: 'k\u0000', reason: 'key' });
  });

  it('accepts objects nested 32 deep and refuses 33', () => {
    const nest = (n: number): unknown => (n === 0 ? 'leaf' : { a: nest(n - 1) });
    expect(findHostileInput(nest(32))).toBeNull();
    expect(findHostileInput(nest(33))?.reason).toBe('depth');
  });
});
