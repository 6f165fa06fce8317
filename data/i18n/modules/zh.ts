import demoZh from './demo.zh.json';
import departmentZh from './department.zh.json';
import exchangeZh from './exchange.zh.json';
import filingZh from './filing.zh.json';
import helpZh from './help.zh.json';
import identityZh from './identity.zh.json';
import jobManageZh from './jobManage.zh.json';
import jobplanrecordZh from './jobplanrecord.zh.json';
import menuAdminZh from './menuAdmin.zh.json';
import personZh from './person.zh.json';
import policyZh from './policy.zh.json';
import recruitZh from './recruit.zh.json';
import registrationZh from './registration.zh.json';
import reportZh from './report.zh.json';
import settingZh from './setting.zh.json';
import unitZh from './unit.zh.json';
import yearcheckZh from './yearcheck.zh.json';

/**
 * The Chinese messages of every module, one file per module holding its own top-level namespace. A module adds
 * its file here and to en.ts.
 */
export const zhModules = Object.assign({}, reportZh, yearcheckZh, exchangeZh, jobManageZh, recruitZh, jobplanrecordZh, identityZh, registrationZh, settingZh, unitZh, filingZh, personZh, helpZh, demoZh, departmentZh, menuAdminZh, policyZh) as Record<string, unknown>;
