import { checkAttachment, MAX_ATTACHMENT_BYTES } from './fileType';

const bytes = (...b: number[]) => new Uint8Array([...b, 1, 2, 3]);

describe('checkAttachment (R-GEN-02)', () => {
  it('accepts a file whose content matches its extension', () => {
    expect(checkAttachment('批复.pdf', bytes(0x25, 0x50, 0x44, 0x46))).toEqual({ ok: true, mime: 'application/pdf' });
    expect(checkAttachment('scan.JPG', bytes(0xff, 0xd8, 0xff))).toEqual({ ok: true, mime: 'image/jpeg' });
    expect(checkAttachment('表.xlsx', bytes(0x50, 0x4b, 0x03, 0x04)).ok).toBe(true);
  });

  it('refuses other types, disguised content, empty and oversized files', () => {
    expect(checkAttachment('run.exe', bytes(0x4d, 0x5a))).toEqual({ ok: false, reason: 'type' });
    expect(checkAttachment('noextension', bytes(0x25, 0x50))).toEqual({ ok: false, reason: 'type' });
    expect(checkAttachment('fake.pdf', bytes(0x4d, 0x5a, 0x90, 0x00))).toEqual({ ok: false, reason: 'content' });
    expect(checkAttachment('empty.pdf', new Uint8Array())).toEqual({ ok: false, reason: 'empty' });
    const big = new Uint8Array(MAX_ATTACHMENT_BYTES + 1);
    big.set([0x25, 0x50, 0x44, 0x46]);
    expect(checkAttachment('big.pdf', big)).toEqual({ ok: false, reason: 'size' });
  });
});
