import { otherMethods } from './methodNotAllowed';

const request = (method: string, language = 'zh-CN') =>
  new Request('http://localhost/api/publicKey', { method, headers: { 'accept-language': language } });

describe('otherMethods', () => {
  it('refuses a POST to a GET endpoint with the 405 envelope naming both methods, and Allow', async () => {
    const res = await otherMethods('GET').POST(request('POST'));
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(await res.json()).toEqual({ code: 405, msg: '不支持 POST 请求方法，该接口只接受 GET', data: null });
  });

  it('answers in English when the caller asks for it', async () => {
    const res = await otherMethods('POST').GET(request('GET', 'en-US,en;q=0.9'));
    expect(res.headers.get('allow')).toBe('OPTIONS, POST');
    expect(await res.json()).toEqual({ code: 405, msg: 'Method GET is not allowed here; this endpoint accepts POST', data: null });
  });

  it('answers OPTIONS with 204 and the methods actually served', async () => {
    const res = await otherMethods('POST').OPTIONS(request('OPTIONS'));
    expect(res.status).toBe(204);
    expect(res.headers.get('allow')).toBe('OPTIONS, POST');
  });
});
