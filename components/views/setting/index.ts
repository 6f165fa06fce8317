import { lazy } from 'react';
import type { ViewMap } from '../registry';

/** The /setting pages. */
export const settingViews: ViewMap = {
  'setting/systemLog': lazy(() => import('./SystemLog')),
  'setting/personalCenter': lazy(() => import('./PersonalCenter')),
  'setting/userManagement': lazy(() => import('./UserManagement')),
  'setting/roleManagement': lazy(() => import('./RoleManagement')),
  'setting/departmentManagement': lazy(() => import('./DepartmentManagement')),
  'setting/menuManagement': lazy(() => import('./MenuManagement')),
  'setting/registrationReview': lazy(() => import('./RegistrationReview')),
  'setting/policySetting': lazy(() => import('./PolicySetting')),
};
