import enBase from './en.json';
import zhBase from './zh.json';
import demoEn from './modules/demo.en.json';
import demoZh from './modules/demo.zh.json';
import filingEn from './modules/filing.en.json';
import filingZh from './modules/filing.zh.json';
import settingEn from './modules/setting.en.json';
import settingZh from './modules/setting.zh.json';
import unitEn from './modules/unit.en.json';
import unitZh from './modules/unit.zh.json';
import personEn from './modules/person.en.json';
import personZh from './modules/person.zh.json';

/**
 * The messages of every module: the shell's (zh.json, en.json) and one file pair per module under modules/,
 * each holding its own top-level namespace. A module adds its pair to the two lists below.
 */
const zhModules: Record<string, unknown>[] = [settingZh, unitZh, filingZh, personZh, demoZh];
const enModules: Record<string, unknown>[] = [settingEn, unitEn, filingEn, personEn, demoEn];

export const zhMessages = Object.assign({}, zhBase, ...zhModules) as typeof zhBase & Record<string, unknown>;
export const enMessages = Object.assign({}, enBase, ...enModules) as typeof zhBase & Record<string, unknown>;
