import { lazyView } from '@/components/routing/lazyView';
import type { ViewMap } from '../registry';

/** The /setting pages. */
export const settingViews: ViewMap = {
  'setting/systemLog': lazyView(() => import('./SystemLog')),
  'setting/personalCenter': lazyView(() => import('./PersonalCenter')),
  'setting/userManagement': lazyView(() => import('./UserManagement')),
  'setting/roleManagement': lazyView(() => import('./RoleManagement')),
  'setting/departmentManagement': lazyView(() => import('./DepartmentManagement')),
  'setting/menuManagement': lazyView(() => import('./MenuManagement')),
  'setting/registrationReview': lazyView(() => import('./RegistrationReview')),
  'setting/policySetting': lazyView(() => import('./PolicySetting')),
  'setting/backupManagement': lazyView(() => import('./BackupManagement')),
  'setting/dataImport': lazyView(() => import('./DataImport')),
  'setting/campaign': lazyView(() => import('./Campaign')),
};
