/** @jest-environment jsdom */
import { demoRoutes } from '@/data/routes/demo';
import { API_BASE_KEY, apiUrl, isMockMode, MOCK_BASE, setMockMode } from './apiBase';
import { login } from './api/auth';
import { loadMessages } from './i18n';
import { logout } from './logout';
import { registerNavigator } from './navigation';
import { loadRoutes } from './routeLoader';
import { useAclStore } from './stores/acl';
import { useMessageStore } from './stores/messages';
import { useRoutesStore } from './stores/routes';
import { useUserStore } from './stores/user';

const fetchMock = jest.fn();
const answer = (data: unknown, code = 200) => ({ status: code, text: async () => JSON.stringify({ code, msg: 'success', data }) });
const sent = () => fetchMock.mock.calls.map(([url, init]) => `${init.method} ${url}`);

// The texts of both languages, loaded as the app loads them.
beforeAll(() => Promise.all([loadMessages('zh'), loadMessages('en')]));

beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
  registerNavigator(jest.fn());
});

beforeEach(() => {
  fetchMock.mockReset();
  localStorage.clear();
  useMessageStore.getState().clear();
  useRoutesStore.getState().reset();
});

describe('the network base', () => {
  it('is the real API by default: contract paths under /api, mock contracts under /api/mock', () => {
    expect(isMockMode()).toBe(false);
    expect(apiUrl('/login/login')).toBe('/api/login/login');
    expect(apiUrl('/mock/table/getList')).toBe('/api/mock/table/getList');
  });

  it('points at the mock API once switched, without doubling the mock prefix, and back again', () => {
    setMockMode(true);
    expect(localStorage.getItem(API_BASE_KEY)).toBe(MOCK_BASE);
    expect(isMockMode()).toBe(true);
    expect(apiUrl('/mock/table/getList')).toBe('/api/mock/table/getList');
    expect(apiUrl('/publicKey')).toBe('/api/mock/publicKey');
    setMockMode(false);
    expect(localStorage.getItem(API_BASE_KEY)).toBeNull();
    expect(apiUrl('/publicKey')).toBe('/api/publicKey');
  });
});

describe('mock mode', () => {
  beforeEach(() => setMockMode(true));

  it('signs in at POST /api/mock/login with the plain credentials', async () => {
    fetchMock.mockResolvedValueOnce(answer({ token: 'editor-token-1-2' }));
    const res = await login({ username: 'editor', password: '123456' });
    expect(res.data).toEqual({ token: 'editor-token-1-2' });
    expect(sent()).toEqual(['POST /api/mock/login']);
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ username: 'editor', password: '123456' });
  });

  it('loads the mock user (no User profile) and the demo route tree filtered by its roles', async () => {
    useUserStore.getState().setToken('editor-token-1-2');
    fetchMock
      .mockResolvedValueOnce(answer({ username: 'editor', roles: ['Editor'], permissions: ['read:system'], ability: ['read:system'], avatar: 'a.png' }))
      .mockResolvedValueOnce(answer({ list: demoRoutes }));
    await expect(loadRoutes()).resolves.toBe(true);
    expect(sent()).toEqual(['GET /api/mock/userInfo', 'GET /api/mock/router/getList']);
    expect(fetchMock.mock.calls[0][1].headers.Authorization).toBe('Bearer editor-token-1-2');
    expect(useUserStore.getState()).toMatchObject({ username: 'editor', avatar: 'a.png' });
    expect(useAclStore.getState()).toMatchObject({ admin: false, role: ['Editor'], ability: ['read:system'] });
    const paths = useRoutesStore.getState().routes.map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/vab', '/other', '/error']));
    expect(paths).not.toContain('/mall');
    expect(useMessageStore.getState().queue).toEqual([]);
  });

  it('still refuses a mock user answer that fails the other checks', async () => {
    useUserStore.getState().setToken('t');
    fetchMock.mockResolvedValueOnce(answer({ username: 'editor', roles: 'Editor', ability: [], avatar: '' }));
    await expect(loadRoutes()).resolves.toBe(false);
    expect(useMessageStore.getState().queue.map((m) => m.text)).toEqual(['getUserInfo核心接口异常，请检查返回JSON格式是否正确4']);
  });

  it('signs out at GET /api/mock/logout', async () => {
    useUserStore.getState().setToken('admin-token-1-2');
    fetchMock.mockResolvedValueOnce(answer(null));
    await logout();
    expect(sent()).toEqual(['GET /api/mock/logout']);
    expect(useUserStore.getState().token).toBeNull();
  });
});
