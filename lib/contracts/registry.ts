import { login, logout, publicKey } from './auth';
import type { Endpoint } from './endpoint';
import { noticeList } from './notice';
import { routerList } from './router';
import { searchList } from './search';
import { userInfo } from './userInfo';

/** Every real endpoint, for the OpenAPI document. */
export const endpoints: Endpoint[] = [login, logout, publicKey, userInfo, routerList, noticeList, searchList];
