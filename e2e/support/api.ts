import { expect, type APIRequestContext } from '@playwright/test';
import { PASSWORD } from './signIn';

/** A demo account's access token, from the login API. */
export async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const login = await (await request.post('/api/login/login', { data: { username, password: PASSWORD } })).json();
  expect(login, `login as ${username}`).toMatchObject({ code: 200, data: { token: expect.any(String) } });
  return login.data.token as string;
}

/** Calls the JSON API as the token's account; answers `data`, or fails the flow with the refusal's message. */
export async function api<T>(request: APIRequestContext, token: string, path: string, data: object): Promise<T> {
  const answer = await (await request.post(`/api${path}`, { data, headers: { Authorization: `Bearer ${token}` } })).json();
  expect(answer.code, `${path}: ${answer.msg}`).toBe(200);
  return answer.data as T;
}
