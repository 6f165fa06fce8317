import 'server-only';
import type { FieldDictionary } from '@/lib/domain/filingPrint/format';
import type { PrintWords } from '@/lib/domain/filingPrint/form';
import type { Db } from '../../../db/client';
import { codeLists } from '../../codes';
import filingZh from '@/data/i18n/modules/filing.zh.json';
import filingEn from '@/data/i18n/modules/filing.en.json';
import unitZh from '@/data/i18n/modules/unit.zh.json';
import unitEn from '@/data/i18n/modules/unit.en.json';
import personZh from '@/data/i18n/modules/person.zh.json';
import personEn from '@/data/i18n/modules/person.en.json';
import jobplanrecordZh from '@/data/i18n/modules/jobplanrecord.zh.json';
import jobplanrecordEn from '@/data/i18n/modules/jobplanrecord.en.json';
import recruitZh from '@/data/i18n/modules/recruit.zh.json';
import recruitEn from '@/data/i18n/modules/recruit.en.json';
import exchangeZh from '@/data/i18n/modules/exchange.zh.json';
import exchangeEn from '@/data/i18n/modules/exchange.en.json';
import jobManageZh from '@/data/i18n/modules/jobManage.zh.json';
import jobManageEn from '@/data/i18n/modules/jobManage.en.json';
import yearcheckZh from '@/data/i18n/modules/yearcheck.zh.json';
import yearcheckEn from '@/data/i18n/modules/yearcheck.en.json';
import identityZh from '@/data/i18n/modules/identity.zh.json';
import identityEn from '@/data/i18n/modules/identity.en.json';

type Lang = 'zh' | 'en';
type Tree = { [key: string]: unknown };
type Dict = Record<string, string>;

const MODULES = {
  unit: { zh: unitZh.unit, en: unitEn.unit },
  person: { zh: personZh.person, en: personEn.person },
  jobplanrecord: { zh: jobplanrecordZh.jobplanrecord, en: jobplanrecordEn.jobplanrecord },
  recruit: { zh: recruitZh.recruit, en: recruitEn.recruit },
  exchange: { zh: exchangeZh.exchange, en: exchangeEn.exchange },
  jobManage: { zh: jobManageZh.jobManage, en: jobManageEn.jobManage },
  yearcheck: { zh: yearcheckZh.yearcheck, en: yearcheckEn.yearcheck },
  identity: { zh: identityZh.identity, en: identityEn.identity },
} as const;
type ModuleName = keyof typeof MODULES;

/** The screens that edit each type: their field labels and option names are the form's. */
const TYPE_MODULE: Record<string, ModuleName> = {
  UNIT_INFO: 'unit', PERSON_INFO: 'person', POST_SETTING: 'jobplanrecord',
  RECRUIT_PLAN: 'recruit', TALENT_INTRO: 'recruit', RECRUIT_RESULT: 'recruit', ANNOUNCEMENT: 'recruit',
  EXCHANGE: 'exchange', INTERNAL_EXCHANGE: 'exchange',
  POST_APPOINT: 'jobManage', POST_CHANGE: 'jobManage', STAFF_REDUCE: 'jobManage',
  ASSESSMENT_REPORT: 'yearcheck', REWARD_PUNISH: 'yearcheck', ESTAB_CONVERSION: 'identity',
  PERSON_STATUS: 'jobManage',
};

/** Sections of a module's messages that label fields, weakest first (a field's own label beats a column title). */
const LABEL_SECTIONS = ['column', 'col', 'columns', 'header', 'fields', 'field'];
/** Option names kept under a name other than their field's. */
const OPTION_ALIASES: Record<string, string> = { 'rp.kind': 'rpKind', kind: 'settingKind' };

const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);

/** String leaves of a label section; a nested group (exchange.field.counterpart.unitName) names counterpartUnitName. */
function leaves(tree: Tree, prefix = ''): Dict {
  const out: Dict = {};
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}${k[0].toUpperCase()}${k.slice(1)}` : k;
    if (typeof v === 'string') out[key] = v;
    else if (isTree(v)) Object.assign(out, leaves(v, key));
  }
  return out;
}

function labelsOf(tree: Tree): Dict {
  const found: Dict[][] = LABEL_SECTIONS.map(() => []);
  const walk = (node: Tree) => {
    for (const [k, v] of Object.entries(node)) {
      if (!isTree(v)) continue;
      const rank = LABEL_SECTIONS.indexOf(k);
      if (rank >= 0) found[rank].push(leaves(v));
      walk(v);
    }
  };
  walk(tree);
  return Object.assign({}, ...found.flat());
}

/** Code-keyed string maps: `option.<field>`, a section named after a field, or an alias above. */
function optionsOf(tree: Tree, labels: Dict): Record<string, Dict> {
  const out: Record<string, Dict> = {};
  const walk = (node: Tree, path: string) => {
    for (const [k, v] of Object.entries(node)) {
      if (!isTree(v)) continue;
      const here = path ? `${path}.${k}` : k;
      const codes = Object.entries(v).every(([code, name]) => /^[A-Z0-9_]+$/.test(code) && typeof name === 'string');
      const field = OPTION_ALIASES[here] ?? (path.endsWith('option') || k in labels ? k : undefined);
      if (codes && field && !out[field]) out[field] = v as Dict;
      walk(v, here);
    }
  };
  walk(tree, '');
  return out;
}

const FILING = { zh: filingZh.filing, en: filingEn.filing };

/** Labels, code names and option names for one filing type in the request language. */
export async function fieldDictionary(db: Db, filingType: string, lang: Lang): Promise<FieldDictionary> {
  const filing = FILING[lang];
  const messages = TYPE_MODULE[filingType] ? (MODULES[TYPE_MODULE[filingType]][lang] as Tree) : {};
  const labels = { ...(filing.field as Dict), ...labelsOf(messages) };
  const codes: Record<string, Dict> = {};
  for (const [list, options] of Object.entries(await codeLists(db))) {
    codes[list] = Object.fromEntries(options.map((o) => [o.code, lang === 'en' ? o.en : o.zh]));
  }
  // 人员信息上报 lines say NEW / CHANGE; their names live with the filing messages.
  const op = { NEW: filing.person.NEW, CHANGE: filing.person.CHANGE };
  return { labels, codes, options: { op, ...optionsOf(messages, labels) }, words: filing.value };
}

export function printWords(lang: Lang): PrintWords {
  const filing = FILING[lang];
  return { ...filing.print, statusNames: filing.status };
}

export const printedAtLabel = (lang: Lang) => FILING[lang].print.printedAt;
export const separator = (lang: Lang) => FILING[lang].value.sep;
export const opinionLabels = (lang: Lang) => {
  const p = FILING[lang].print;
  return { reviewer: p.reviewer, date: p.date, stamp: p.stamp, sep: FILING[lang].value.sep };
};
