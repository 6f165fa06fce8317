import enBase from './en.json';
import recruitEn from './modules/recruit.en.json';
import recruitZh from './modules/recruit.zh.json';
import zhBase from './zh.json';
import exchangeEn from './modules/exchange.en.json';
import exchangeZh from './modules/exchange.zh.json';
import jobManageEn from './modules/jobManage.en.json';
import jobManageZh from './modules/jobManage.zh.json';
import demoEn from './modules/demo.en.json';
import demoZh from './modules/demo.zh.json';
import departmentEn from './modules/department.en.json';
import departmentZh from './modules/department.zh.json';
import menuAdminEn from './modules/menuAdmin.en.json';
import menuAdminZh from './modules/menuAdmin.zh.json';
import filingEn from './modules/filing.en.json';
import filingZh from './modules/filing.zh.json';
import settingEn from './modules/setting.en.json';
import settingZh from './modules/setting.zh.json';
import unitEn from './modules/unit.en.json';
import unitZh from './modules/unit.zh.json';
import personEn from './modules/person.en.json';
import personZh from './modules/person.zh.json';
import helpEn from './modules/help.en.json';
import helpZh from './modules/help.zh.json';
import jobplanrecordEn from './modules/jobplanrecord.en.json';
import jobplanrecordZh from './modules/jobplanrecord.zh.json';
import identityEn from './modules/identity.en.json';
import identityZh from './modules/identity.zh.json';
import yearcheckEn from './modules/yearcheck.en.json';
import yearcheckZh from './modules/yearcheck.zh.json';
import registrationEn from './modules/registration.en.json';
import registrationZh from './modules/registration.zh.json';
import reportEn from './modules/report.en.json';
import reportZh from './modules/report.zh.json';
import policyEn from './modules/policy.en.json';
import policyZh from './modules/policy.zh.json';

/**
 * The messages of every module: the shell's (zh.json, en.json) and one file pair per module under modules/,
 * each holding its own top-level namespace. A module adds its pair to the two lists below.
 */
const zhModules: Record<string, unknown>[] = [reportZh, yearcheckZh, exchangeZh, jobManageZh, recruitZh, jobplanrecordZh, identityZh, registrationZh, settingZh, unitZh, filingZh, personZh, helpZh, demoZh, departmentZh, menuAdminZh, policyZh];
const enModules: Record<string, unknown>[] = [reportEn, yearcheckEn, exchangeEn, jobManageEn, recruitEn, jobplanrecordEn, identityEn, registrationEn, settingEn, unitEn, filingEn, personEn, helpEn, demoEn, departmentEn, menuAdminEn, policyEn];

export const zhMessages = Object.assign({}, zhBase, ...zhModules) as typeof zhBase & Record<string, unknown>;
export const enMessages = Object.assign({}, enBase, ...enModules) as typeof zhBase & Record<string, unknown>;
