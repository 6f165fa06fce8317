/** @jest-environment jsdom */
import { businessRoutes } from '@/data/routes/business';
import { loadMessages } from './i18n';
import { registerNavigator } from './navigation';
import { loadRoutes } from './routeLoader';
import { useAclStore } from './stores/acl';
import { useMessageStore } from './stores/messages';
import { useRoutesStore } from './stores/routes';
import { useSettingsStore } from './stores/settings';
import { useUserStore } from './stores/user';

const fetchMock = jest.fn();
const answer = (data: unknown, code = 200) => ({ status: code, text: async () => JSON.stringify({ code, msg: '', data }) });
const texts = () => useMessageStore.getState().queue.map((m) => m.text);
/** An access token shaped as the server's: a JWT whose payload names the account (uid); the client reads, never checks it. */
const jwt = (payload: object) => ['eyJhbGciOiJIUzI1NiJ9', btoa(JSON.stringify(payload)).replace(/=+$/, ''), 'signature'].join('.');
const sentBody = (n: number) => JSON.parse(fetchMock.mock.calls[n][1].body);

const profile = {
  UserLogin: 'jc', UserCreatetime: '', UserLasttime: '', UserState: '1', IsPay: '1', PayTime: '', ExpireTime: '',
  UserType: 'jc', UserPower: '', TemporaryType: '0', IsSubNumber: '0', CompanyCode: 'X', CompanyName: '某单位',
  CompanyType: '区直', CompanyUpperName: '主管', Area: '', Personname: '李明华',
  UserRoleid: 4, CompanyId: 5, LoginId: 7, CompanyUpper: 2, City_rsj_id: 1, County_rsj_id: 0,
};
const info = { username: 'jc', avatar: '/avatar.svg', roles: ['jc'], ability: ['filing:write'], User: profile };

// The texts of both languages, loaded as the app loads them.
beforeAll(() => Promise.all([loadMessages('zh'), loadMessages('en')]));

beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
  registerNavigator(jest.fn());
});

beforeEach(() => {
  fetchMock.mockReset();
  useMessageStore.getState().clear();
  useSettingsStore.getState().setLanguage('zh');
  useUserStore.getState().setToken('t');
  useRoutesStore.getState().reset();
});

describe('loadRoutes', () => {
  it('stores the profile, grants and the role-filtered routes ending with the /404 catch-all', async () => {
    useUserStore.getState().setToken(jwt({ uid: 7, username: 'jc', role: 'jc', sid: 's' }));
    fetchMock.mockResolvedValueOnce(answer(info)).mockResolvedValueOnce(answer({ list: businessRoutes }));
    await expect(loadRoutes()).resolves.toBe(true);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/userInfo/userInfo', '/api/router/getRouterList']);
    expect(sentBody(1)).toEqual({ LoginId: 7 });
    expect(useUserStore.getState()).toMatchObject({ username: 'jc', profile: { CompanyName: '某单位' } });
    expect(useAclStore.getState()).toMatchObject({ admin: false, role: ['jc'], ability: ['filing:write'] });
    const { routes, loaded } = useRoutesStore.getState();
    expect(loaded).toBe(true);
    const paths = routes.map((r) => r.path);
    expect(paths).toContain('/company');
    expect(paths).not.toContain('/check/list');
    expect(routes[routes.length - 1]).toMatchObject({ path: '*', redirect: '/404' });
  });

  it('asks for the route tree beside the profile, without waiting for its answer', async () => {
    let answerProfile: (value: unknown) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answerProfile = resolve))).mockResolvedValueOnce(answer({ list: businessRoutes }));
    const loading = loadRoutes();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // A token that names no account (not a JWT, or no uid) sends no LoginId: the server reads the account from the token.
    expect(sentBody(1)).toEqual({});
    answerProfile(answer(info));
    await expect(loading).resolves.toBe(true);
    expect(useRoutesStore.getState().loaded).toBe(true);
  });

  it('sends no LoginId for a JWT whose uid is not an account id', async () => {
    useUserStore.getState().setToken(jwt({ uid: '7' }));
    fetchMock.mockResolvedValueOnce(answer(info)).mockResolvedValueOnce(answer({ list: [] }));
    await expect(loadRoutes()).resolves.toBe(true);
    expect(sentBody(1)).toEqual({});
  });

  it('shows one message when the token is refused: the route tree\'s answer is not read after a failed profile', async () => {
    fetchMock.mockResolvedValueOnce(answer(null, 401)).mockResolvedValueOnce(answer(null, 401));
    await expect(loadRoutes()).resolves.toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(texts()).toHaveLength(1);
    expect(useUserStore.getState().token).toBeNull();
  });

  it('shows the numbered userInfo format error and resets the session', async () => {
    fetchMock.mockResolvedValueOnce(answer({ ...info, User: { ...profile, LoginId: '7' } }));
    await expect(loadRoutes()).resolves.toBe(false);
    expect(texts()).toEqual(['getUserInfo核心接口异常，请检查返回JSON格式是否正确12']);
    expect(useUserStore.getState().token).toBeNull();
    expect(useRoutesStore.getState().loaded).toBe(false);
  });

  it('shows the route format error when data.list is not an array, and resets the session', async () => {
    useSettingsStore.getState().setLanguage('en');
    fetchMock.mockResolvedValueOnce(answer(info)).mockResolvedValueOnce(answer({ list: { path: '/' } }));
    await expect(loadRoutes()).resolves.toBe(false);
    expect(texts()).toEqual(['The route format returned is wrong']);
    expect(useUserStore.getState()).toMatchObject({ token: null, username: 'guest' });
    expect(useAclStore.getState().role).toEqual([]);
  });

  it('shares one load between concurrent callers', async () => {
    fetchMock.mockResolvedValueOnce(answer(info)).mockResolvedValueOnce(answer({ list: [] }));
    const [a, b] = await Promise.all([loadRoutes(), loadRoutes()]);
    expect(a && b).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks nothing again once the routes are in (the sign-in page\'s load ended before the guard asked)', async () => {
    fetchMock.mockResolvedValueOnce(answer(info)).mockResolvedValueOnce(answer({ list: [] }));
    await expect(loadRoutes()).resolves.toBe(true);
    await expect(loadRoutes()).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    useRoutesStore.getState().reset();
    fetchMock.mockResolvedValueOnce(answer(info)).mockResolvedValueOnce(answer({ list: [] }));
    await expect(loadRoutes()).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});
