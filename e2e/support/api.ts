import type { APIRequestContext } from '@playwright/test';
import { PASSWORD } from './signIn';

/** A demo account's access token, from the login API. */
export async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const login = await (await request.post('/api/login/login', { data: { username, password: PASSWORD } })).json();
  return login.data.token as string;
}

/** Calls the JSON API as the token's account; answers `data`, or throws the refusal's message. */
export async function api<T>(request: APIRequestContext, token: string, path: string, data: object): Promise<T> {
  const answer = await (await request.post(`/api${path}`, { data, headers: { Authorization: `Bearer ${token}` } })).json();
  if (answer.code !== 200) throw new Error(`${path}: ${answer.msg}`);
  return answer.data as T;
}
