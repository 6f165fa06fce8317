import { login, logout, publicKey } from './auth';
import { codeLists } from './code';
import { filingAct, filingCreate, filingDelete, filingGet, filingList, filingUpdate } from './filing';
import { companyGet } from './unit';
import type { Endpoint } from './endpoint';
import { mockEndpoints } from './mock';
import { noticeList } from './notice';
import { routerList } from './router';
import { searchList } from './search';
import { userInfo } from './userInfo';

const real: Endpoint[] = [
  login, logout, publicKey, userInfo, routerList, noticeList, searchList, codeLists, companyGet,
  filingList, filingGet, filingCreate, filingUpdate, filingDelete, filingAct,
];

/** Every endpoint, real and mock, for the OpenAPI document. */
export const endpoints: Endpoint[] = [...real, ...mockEndpoints];
