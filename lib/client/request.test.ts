/** @jest-environment jsdom */
import { loadMessages } from './i18n';
import { registerNavigator } from './navigation';
import { request, requestEnvelope, RequestError, requestLater } from './request';
import { useMessageStore } from './stores/messages';
import { useRoutesStore } from './stores/routes';
import { useSettingsStore } from './stores/settings';
import { useUserStore } from './stores/user';

interface FakeResponse {
  status: number;
  text(): Promise<string>;
}

const fetchMock = jest.fn<Promise<FakeResponse>, [string, RequestInit]>();
const answer = (body: unknown, status = 200): FakeResponse => ({
  status,
  text: async () => (typeof body === 'string' ? body : JSON.stringify(body)),
});
const navigate = jest.fn();
const texts = () => useMessageStore.getState().queue.map((m) => `${m.kind}:${m.text}`);
const sent = (i = 0) => fetchMock.mock.calls[i];
const sentHeaders = (i = 0) => sent(i)[1].headers as Record<string, string>;

// The texts of both languages, loaded as the app loads them.
beforeAll(() => Promise.all([loadMessages('zh'), loadMessages('en')]));

beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
  registerNavigator(navigate);
});

beforeEach(() => {
  fetchMock.mockReset();
  navigate.mockReset();
  localStorage.clear();
  useMessageStore.getState().clear();
  useSettingsStore.getState().setLanguage('zh');
  useUserStore.getState().setToken('old-token');
  useRoutesStore.getState().setRoutes([{ path: '/', meta: {} }]);
});

describe('request', () => {
  it('sends JSON with the bearer token, no-cache headers and the UI language, and resolves data', async () => {
    fetchMock.mockResolvedValueOnce(answer({ code: 200, msg: 'success', data: { list: [1] } }));
    await expect(request('/userInfo/userInfo', { body: { token: 'old-token' } })).resolves.toEqual({ list: [1] });
    const [url, init] = sent();
    expect(url).toBe('/api/userInfo/userInfo');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"token":"old-token"}');
    expect(sentHeaders()).toMatchObject({
      Authorization: 'Bearer old-token',
      'Content-Type': 'application/json;charset=UTF-8',
      'Cache-Control': 'no-cache',
      Pragma: 'no-cache',
      'Accept-Language': 'zh-CN,zh;q=0.9',
    });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('sends a GET with its query string and no body, in English when the UI is English', async () => {
    useSettingsStore.getState().setLanguage('en');
    fetchMock.mockResolvedValueOnce(answer({ code: 200, msg: 'success', data: [] }));
    await request('/search/getList', { method: 'GET', query: { title: 'a b', pageNo: 1, skip: undefined } });
    expect(sent()[0]).toBe('/api/search/getList?title=a+b&pageNo=1');
    expect(sent()[1].body).toBeUndefined();
    expect(sentHeaders()['Accept-Language']).toBe('en');
  });

  it.each([200, 0, '200', '0'])('treats code %p as success', async (code) => {
    fetchMock.mockResolvedValueOnce(answer({ code, msg: '', data: 'ok' }));
    await expect(request('/x')).resolves.toBe('ok');
    expect(texts()).toEqual([]);
  });

  it('keeps 0, false and empty strings in the body it sends and in the data it resolves', async () => {
    const body = { pageNo: 0, enabled: false, name: '', list: [0, false, ''], nested: { n: 0 } };
    fetchMock.mockResolvedValueOnce(answer({ code: 200, msg: '', data: { count: 0, ok: false, text: '' } }));
    await expect(request('/x', { body })).resolves.toEqual({ count: 0, ok: false, text: '' });
    expect(JSON.parse(sent()[1].body as string)).toEqual(body);
    for (const data of [0, false, '']) {
      fetchMock.mockResolvedValueOnce(answer({ code: 200, msg: '', data }));
      await expect(request('/x')).resolves.toBe(data);
    }
  });

  it('on 402 stores the refreshed token from the top of the body and resolves the data', async () => {
    fetchMock.mockResolvedValueOnce(answer({ code: 402, msg: '令牌已刷新', data: { a: 1 }, token: 'new-token' }, 402));
    await expect(request('/x')).resolves.toEqual({ a: 1 });
    expect(useUserStore.getState().token).toBe('new-token');
    expect(localStorage.getItem('admin-pro-token')).toBe('new-token');
    expect(texts()).toEqual([]);
    fetchMock.mockResolvedValueOnce(answer({ code: 200, msg: '', data: null }));
    await request('/y');
    expect(sentHeaders(1).Authorization).toBe('Bearer new-token');
  });

  it('on 401 resets the session, goes to /login and shows the message without a prefix', async () => {
    fetchMock.mockResolvedValueOnce(answer({ code: 401, msg: '令牌无效或已过期，请重新登录', data: null }, 401));
    const err = await request('/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RequestError);
    expect((err as RequestError).code).toBe(401);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(useUserStore.getState()).toMatchObject({ token: null, username: 'guest', profile: null });
    expect(localStorage.getItem('admin-pro-token')).toBeNull();
    expect(useRoutesStore.getState()).toMatchObject({ routes: [], loaded: false });
    expect(texts()).toEqual(['error:令牌无效或已过期，请重新登录']);
  });

  it('on 403 goes to /403 and rejects', async () => {
    fetchMock.mockResolvedValueOnce(answer({ code: 403, msg: '无权访问该单位的数据', data: null }, 403));
    await expect(request('/x')).rejects.toMatchObject({ code: 403 });
    expect(navigate).toHaveBeenCalledWith('/403', { replace: true });
    expect(useUserStore.getState().token).toBe('old-token');
  });

  it('on any other code shows "接口 {code} 异常：{msg}" and rejects, with the default text when msg is empty', async () => {
    fetchMock.mockResolvedValueOnce(answer({ code: 422, msg: '该单位在编人数已达核定编制数 120', data: null }, 422));
    await expect(request('/x')).rejects.toMatchObject({ code: 422, message: '接口 422 异常：该单位在编人数已达核定编制数 120' });
    fetchMock.mockResolvedValueOnce(answer('<html>Bad Gateway</html>', 502));
    await expect(request('/x')).rejects.toMatchObject({ code: 502 });
    const id = sentHeaders(1)['X-Request-Id'].slice(0, 8);
    expect(texts()).toEqual(['error:接口 422 异常：该单位在编人数已达核定编制数 120', `error:接口 502 异常：网关错误（请求编号 ${id}）`]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('words the abnormal-interface message in English when the UI is English', async () => {
    useSettingsStore.getState().setLanguage('en');
    fetchMock.mockResolvedValueOnce(answer({ code: 500, msg: '', data: null }, 500));
    await expect(request('/x')).rejects.toMatchObject({ message: 'Interface 500 abnormal: Server error' });
  });

  it('without a response shows the unknown-error message, rejects with code null and never retries a POST', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(request('/x', { body: { a: 1 } })).rejects.toMatchObject({ code: null, message: '未知错误，无法连接服务器！' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(texts()).toEqual([`error:未知错误，无法连接服务器！（请求编号 ${sentHeaders()['X-Request-Id'].slice(0, 8)}）`]);
  });

  it('sends a fresh request id of 32 hex digits with every call', async () => {
    fetchMock.mockResolvedValue(answer({ code: 200, msg: 'success', data: null }));
    await request('/x');
    await requestEnvelope('/x');
    const ids = [sentHeaders(0)['X-Request-Id'], sentHeaders(1)['X-Request-Id']];
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('shows the first 8 characters of the request id with a 5xx, in the UI language, and not with a 4xx', async () => {
    useSettingsStore.getState().setLanguage('en');
    fetchMock.mockResolvedValueOnce(answer({ code: 500, msg: '', data: null }, 500));
    await expect(request('/x')).rejects.toMatchObject({ code: 500 });
    fetchMock.mockResolvedValueOnce(answer({ code: 499, msg: 'Refused', data: null }, 499));
    await expect(request('/x')).rejects.toMatchObject({ code: 499 });
    const id = sentHeaders(0)['X-Request-Id'];
    expect(texts()).toEqual([`error:Interface 500 abnormal: Server error (request id ${id.slice(0, 8)})`, 'error:Interface 499 abnormal: Refused']);
  });

  it('abandons a call after the timeout', async () => {
    fetchMock.mockImplementationOnce((_url, init) => new Promise((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    }));
    useSettingsStore.getState().setLanguage('en');
    await expect(request('/x', { timeout: 20 })).rejects.toMatchObject({ code: null, message: 'Unknown error, unable to connect to the server!' });
  });
});

describe('requestEnvelope', () => {
  it('returns the envelope of a failed call without toast or redirect', async () => {
    fetchMock.mockResolvedValueOnce(answer({ code: 401, msg: '帐户或密码不正确', data: null }, 401));
    await expect(requestEnvelope('/login/login', { body: { username: 'jc', password: 'x' } })).resolves.toEqual({
      code: 401, msg: '帐户或密码不正确', data: null,
    });
    fetchMock.mockResolvedValueOnce(answer({ code: 408, msg: '单位账号已过期', data: '/#/renew' }, 408));
    await expect(requestEnvelope('/login/login')).resolves.toMatchObject({ code: 408, data: '/#/renew' });
    expect(navigate).not.toHaveBeenCalled();
    expect(texts()).toEqual([]);
    expect(useUserStore.getState().token).toBe('old-token');
  });
});

describe('requestLater', () => {
  it('sends at once and acts on the answer only when read: a refreshed token, then the data', async () => {
    fetchMock.mockResolvedValueOnce(answer({ code: 402, msg: '令牌已刷新', data: { a: 1 }, token: 'new-token' }, 402));
    const read = requestLater('/x');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(useUserStore.getState().token).toBe('old-token');
    await expect(read()).resolves.toEqual({ a: 1 });
    expect(useUserStore.getState().token).toBe('new-token');
  });

  it('shows nothing for an answer never read, and what request shows once read', async () => {
    fetchMock.mockResolvedValueOnce(answer({ code: 500, msg: 'boom', data: null }, 500)).mockRejectedValueOnce(new TypeError('offline'));
    const failed = requestLater('/x');
    const unanswered = requestLater('/y');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(texts()).toEqual([]);
    await expect(failed()).rejects.toMatchObject({ code: 500 });
    await expect(unanswered()).rejects.toMatchObject({ code: null });
    expect(texts()).toEqual([
      expect.stringMatching(/^error:接口 500 异常：boom/),
      expect.stringMatching(/^error:未知错误/),
    ]);
  });
});
