import { fileDownload } from './download';

const disposition = (res: Response) => res.headers.get('content-disposition');

describe('fileDownload', () => {
  it('serves the bytes as an attachment of their real type, never sniffed, never run as a page', async () => {
    const res = fileDownload(new Uint8Array([1, 2, 3]), 'a.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-length')).toBe('3');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe('sandbox');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(disposition(res)).toBe(`attachment; filename="a.xlsx"; filename*=UTF-8''a.xlsx`);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.from([1, 2, 3]));
  });

  it('names the file in UTF-8 (RFC 5987) with an ASCII fallback for old clients', () => {
    const res = fileDownload(new Uint8Array(1), '人员信息-2026 (1).xlsx', 'application/octet-stream');
    expect(disposition(res)).toBe(`attachment; filename="____-2026 (1).xlsx"; filename*=UTF-8''%E4%BA%BA%E5%91%98%E4%BF%A1%E6%81%AF-2026%20%281%29.xlsx`);
  });

  it('keeps quotes, percent signs, line breaks and broken characters out of the header', () => {
    const res = fileDownload(new Uint8Array(1), 'a"b\\c%d\r\ne\ud800.pdf', 'application/pdf');
    expect(disposition(res)).toBe(`attachment; filename="a_b_c_d__e_.pdf"; filename*=UTF-8''a%22b%5Cc%25d%0D%0Ae%EF%BF%BD.pdf`);
    expect(disposition(fileDownload(new Uint8Array(1), '报告', 'application/pdf'))).toMatch(/^attachment; filename="__"; /);
  });

  it('shows only PDFs and images in place, and only when asked', () => {
    expect(disposition(fileDownload(new Uint8Array(1), 'a.pdf', 'application/pdf', { inline: true }))).toMatch(/^inline; /);
    expect(disposition(fileDownload(new Uint8Array(1), 'a.png', 'image/png', { inline: true }))).toMatch(/^inline; /);
    expect(disposition(fileDownload(new Uint8Array(1), 'a.pdf', 'application/pdf'))).toMatch(/^attachment; /);
    expect(disposition(fileDownload(new Uint8Array(1), 'a.html', 'text/html', { inline: true }))).toMatch(/^attachment; /);
    expect(disposition(fileDownload(new Uint8Array(1), 'a.doc', 'application/msword', { inline: true }))).toMatch(/^attachment; /);
  });
});
