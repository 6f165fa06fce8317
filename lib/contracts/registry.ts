import { backupEndpoints } from './backup';
import { attachmentDelete, attachmentDownload, attachmentList, attachmentUpload } from './attachment';
import { login, logout, publicKey, qrLogin, renewal, renewalInfo } from './auth';
import { campaignEndpoints } from './campaign';
import { codeLists } from './code';
import { departmentEndpoints } from './department';
import { menuEndpoints } from './menu';
import { filingAct, filingCreate, filingDelete, filingGet, filingList, filingPrintPdf, filingUnits, filingUpdate } from './filing';
import { companyGet } from './unit';
import { unitImportEndpoints } from './unitImport';
import { historyImportEndpoints } from './historyImport';
import { importJobEndpoints } from './importJob';
import { unitAccountEndpoints } from './unitAccounts';
import type { Endpoint } from './endpoint';
import { mockEndpoints } from './mock';
import { assistantEndpoints } from './assistant';
import { commonFileEndpoints } from './commonFile';
import { helpDocEndpoints } from './helpDoc';
import { noticeList, noticeMarkRead, noticePublishEndpoints } from './notice';
import { exchangeEndpoints } from './exchange';
import { healthEndpoints } from './health';
import { remixIconSvg } from './icon';
import { jobManageEndpoints } from './jobManage';
import { assessmentEndpoints } from './assessment';
import { personEndpoints } from './person';
import { policyEndpoints } from './policy';
import { postPlanEndpoints } from './postSetting';
import { recruitEndpoints } from './recruit';
import { reportEndpoints } from './report';
import { routerList } from './router';
import { registrationEndpoints } from './register';
import { searchList } from './search';
import { socialLogin } from './socialLogin';
import { systemLogExport, systemLogList } from './systemLog';
import { userInfo } from './userInfo';
import { profileEndpoints } from './profile';
import { roleEndpoints } from './role';
import { userAdminEndpoints } from './userAdmin';
import { workbenchSummaryEndpoint } from './workbench';

const real: Endpoint[] = [
  ...userAdminEndpoints, ...profileEndpoints, ...roleEndpoints, ...departmentEndpoints, ...menuEndpoints,
  ...personEndpoints, ...postPlanEndpoints, ...recruitEndpoints, ...exchangeEndpoints, ...jobManageEndpoints, ...assessmentEndpoints, ...policyEndpoints,
  login, qrLogin, renewalInfo, renewal, logout, publicKey, userInfo, routerList, noticeList, noticeMarkRead, searchList, codeLists, companyGet,
  filingList, filingGet, filingCreate, filingUpdate, filingDelete, filingAct, filingUnits, filingPrintPdf, systemLogList,
  attachmentUpload, attachmentList, attachmentDownload, attachmentDelete, ...registrationEndpoints, socialLogin, systemLogExport,
  ...noticePublishEndpoints, ...commonFileEndpoints, ...helpDocEndpoints, ...assistantEndpoints, ...reportEndpoints,
  ...healthEndpoints, ...backupEndpoints, ...unitImportEndpoints, workbenchSummaryEndpoint, ...unitAccountEndpoints,
  remixIconSvg, ...historyImportEndpoints, ...campaignEndpoints, ...importJobEndpoints,
];

/** Every endpoint, real and mock, for the OpenAPI document. */
export const endpoints: Endpoint[] = [...real, ...mockEndpoints];
