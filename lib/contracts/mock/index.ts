import type { Endpoint } from '../endpoint';
import { areaList } from './area';
import * as auth from './auth';
import { descriptionGet, mockNoticeList } from './content';
import { remixIconList } from './icon';
import { demoRouterList } from './router';
import * as setting from './setting';
import { tableDelete, tableEdit, tableList } from './table';
import { goodsList, workflowEdit, workflowGet } from './workflow';

/** Every mock endpoint of spec §7.2, for the OpenAPI document. */
export const mockEndpoints: Endpoint[] = [
  tableList, tableEdit, tableDelete,
  setting.roleList, setting.roleEdit, setting.roleDelete,
  workflowGet, workflowEdit, goodsList,
  setting.userList, setting.userEdit, setting.userDelete,
  setting.systemLogList,
  setting.departmentList, setting.departmentEdit, setting.departmentDelete,
  descriptionGet, mockNoticeList,
  setting.menuList, setting.menuEdit, setting.menuDelete,
  demoRouterList, remixIconList, areaList,
  auth.mockPublicKey, auth.mockLogin, auth.mockSocialLogin, auth.mockRegister, auth.mockUserInfo, auth.mockLogout,
  auth.mockExpireToken, auth.mockRefreshToken,
];
