/** Policy values (policy.ts) as the settings page reads them out, a line per part, in zh or en. */
import type { ExcellentCapValue, FilingPublicityDaysValue, RatioTargets, RatioTargetsValue, RetireRule } from './policy';

type Lang = 'zh' | 'en';

const CATEGORY = { MANAGE: ['管理为主', 'management-led'], TECH: ['专技为主', 'professional-led'], WORKER: ['工勤为主', 'worker-led'] } as const;
const POST_CATEGORY = { MANAGE: ['管理岗位', 'management posts'], TECH: ['专技岗位', 'professional posts'], WORKER: ['工勤岗位', 'worker posts'] } as const;
const TITLE = {
  SENIOR_FULL: ['正高', 'full senior'], SENIOR_DEP: ['副高', 'associate senior'], MIDDLE: ['中级', 'intermediate'],
  ASSISTANT: ['助理级', 'assistant'], JUNIOR: ['员级', 'junior'],
} as const;
const pick = (pair: readonly [string, string], lang: Lang) => pair[lang === 'zh' ? 0 : 1];

function excellentCap(v: ExcellentCapValue, lang: Lang): string[] {
  const population = v.population === 'GRADED'
    ? pick(['以确定等次的人数为基数', 'of those given a grade'], lang)
    : pick(['以参加年度考核的人数为基数', 'of everyone taking part'], lang);
  return lang === 'zh'
    ? [`优秀不超过 ${v.percent}%（${population}）`, `考核结果好的单位上浮 ${v.upliftPercent} 个百分点（${v.wellRatedUnitIds.length} 个单位）`]
    : [`Excellent at most ${v.percent}% (${population})`, `Units rated well: ${v.upliftPercent} points more (${v.wellRatedUnitIds.length} units)`];
}

function ratios(t: RatioTargets, lang: Lang): string {
  const main = t.mainShareMin === null ? '' : lang === 'zh' ? `主体岗位不低于 ${t.mainShareMin}%，` : `main posts at least ${t.mainShareMin}%, `;
  return lang === 'zh'
    ? `${main}专技高:中:初 ${t.techBands.join(':')}，工勤一至三级 ${t.workerTop3}%、一二级 ${t.workerTop2}%，容差 ${t.tolerance} 个百分点`
    : `${main}professional senior:intermediate:junior ${t.techBands.join(':')}, worker grades 1-3 ${t.workerTop3}% and 1-2 ${t.workerTop2}%, tolerance ${t.tolerance} points`;
}

const PUBLICITY_OF = {
  TALENT_INTRO: ['人才引进', 'talent introduction'], POST_APPOINT: ['竞聘、晋升聘用', 'competitive or promotion appointment'],
  ASSESSMENT_REPORT: ['年度考核优秀', 'excellent annual grade'],
} as const;

function publicityDays(v: FilingPublicityDaysValue, lang: Lang): string[] {
  return (Object.keys(PUBLICITY_OF) as (keyof FilingPublicityDaysValue)[])
    .map((k) => (lang === 'zh' ? `${PUBLICITY_OF[k][0]}：不少于 ${v[k]} 日` : `${PUBLICITY_OF[k][1]}: at least ${v[k]} days`));
}

function retireRule(r: RetireRule, lang: Lang): string {
  const who = [
    lang === 'zh' ? (r.gender === '1' ? '男' : '女') : (r.gender === '1' ? 'men' : 'women'),
    r.postCategory && pick(POST_CATEGORY[r.postCategory], lang),
    r.minPostLevel && (lang === 'zh' ? `${r.minPostLevel} 及以上` : `${r.minPostLevel} or higher`),
    r.minTitleLevel && (lang === 'zh' ? `${pick(TITLE[r.minTitleLevel], lang)}及以上职称` : `${pick(TITLE[r.minTitleLevel], lang)} title or higher`),
  ].filter(Boolean).join(lang === 'zh' ? '、' : ', ');
  return lang === 'zh' ? `${who}：${r.baseAge} 周岁` : `${who}: ${r.baseAge}`;
}

/** The lines that say a value of the key; an unknown key or shape falls back to its JSON. */
export function policyValueLines(key: string, value: unknown, lang: Lang): string[] {
  switch (key) {
    case 'assessment.excellentCap': return excellentCap(value as ExcellentCapValue, lang);
    case 'post.ratioTargets':
      return (Object.keys(CATEGORY) as (keyof RatioTargetsValue)[])
        .map((c) => `${pick(CATEGORY[c], lang)}${lang === 'zh' ? '：' : ': '}${ratios((value as RatioTargetsValue)[c], lang)}`);
    case 'recruit.publicityDays': return [lang === 'zh' ? `不少于 ${String(value)} 日` : `at least ${String(value)} days`];
    case 'publicity.days': return publicityDays(value as FilingPublicityDaysValue, lang);
    case 'retire.baseAgeRules': return (value as RetireRule[]).map((r) => retireRule(r, lang));
    default: return [JSON.stringify(value)];
  }
}
