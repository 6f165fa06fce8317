import { attachmentDelete, attachmentDownload, attachmentList, attachmentUpload } from './attachment';
import { login, logout, publicKey } from './auth';
import { codeLists } from './code';
import { filingAct, filingCreate, filingDelete, filingGet, filingList, filingUnits, filingUpdate } from './filing';
import { companyGet } from './unit';
import type { Endpoint } from './endpoint';
import { mockEndpoints } from './mock';
import { noticeList, noticeMarkRead } from './notice';
import { personEndpoints } from './person';
import { routerList } from './router';
import { searchList } from './search';
import { systemLogList } from './systemLog';
import { userInfo } from './userInfo';

const real: Endpoint[] = [
  ...personEndpoints,
  login, logout, publicKey, userInfo, routerList, noticeList, noticeMarkRead, searchList, codeLists, companyGet,
  filingList, filingGet, filingCreate, filingUpdate, filingDelete, filingAct, filingUnits, systemLogList,
  attachmentUpload, attachmentList, attachmentDownload, attachmentDelete,
];

/** Every endpoint, real and mock, for the OpenAPI document. */
export const endpoints: Endpoint[] = [...real, ...mockEndpoints];
