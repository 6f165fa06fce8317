import demoEn from './demo.en.json';
import departmentEn from './department.en.json';
import exchangeEn from './exchange.en.json';
import filingEn from './filing.en.json';
import helpEn from './help.en.json';
import identityEn from './identity.en.json';
import jobManageEn from './jobManage.en.json';
import jobplanrecordEn from './jobplanrecord.en.json';
import menuAdminEn from './menuAdmin.en.json';
import personEn from './person.en.json';
import policyEn from './policy.en.json';
import recruitEn from './recruit.en.json';
import registrationEn from './registration.en.json';
import reportEn from './report.en.json';
import settingEn from './setting.en.json';
import unitEn from './unit.en.json';
import yearcheckEn from './yearcheck.en.json';

/**
 * The English messages of every module, one file per module holding its own top-level namespace. A module adds
 * its file here and to zh.ts.
 */
export const enModules = Object.assign({}, reportEn, yearcheckEn, exchangeEn, jobManageEn, recruitEn, jobplanrecordEn, identityEn, registrationEn, settingEn, unitEn, filingEn, personEn, helpEn, demoEn, departmentEn, menuAdminEn, policyEn) as Record<string, unknown>;
