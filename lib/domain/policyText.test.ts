import { policyOf } from './policy';
import { policyValueLines } from './policyText';

describe('policy values read out', () => {
  it('says the excellent cap, its uplift and its population in both languages', () => {
    const cap = { percent: 20, upliftPercent: 5, wellRatedUnitIds: [3, 4], population: 'GRADED' };
    expect(policyValueLines('assessment.excellentCap', cap, 'zh')).toEqual(['优秀不超过 20%（以确定等次的人数为基数）', '考核结果好的单位上浮 5 个百分点（2 个单位）']);
    expect(policyValueLines('assessment.excellentCap', { ...cap, population: 'PARTICIPANTS' }, 'en')[0]).toBe('Excellent at most 20% (of everyone taking part)');
  });

  it('says each retirement rule by who it concerns, and the publicity days', () => {
    const rules = [
      { gender: '2', postCategory: 'MANAGE', minPostLevel: 'M06', minTitleLevel: null, baseAge: 60 },
      { gender: '2', postCategory: null, minPostLevel: null, minTitleLevel: 'SENIOR_DEP', baseAge: 60 },
      { gender: '1', postCategory: null, minPostLevel: null, minTitleLevel: null, baseAge: 60 },
    ];
    expect(policyValueLines('retire.baseAgeRules', rules, 'zh')).toEqual(['女、管理岗位、M06 及以上：60 周岁', '女、副高及以上职称：60 周岁', '男：60 周岁']);
    expect(policyValueLines('retire.baseAgeRules', rules, 'en')[1]).toBe('women, associate senior title or higher: 60');
    expect(policyValueLines('recruit.publicityDays', 7, 'zh')).toEqual(['不少于 7 日']);
    const publicity = { TALENT_INTRO: 5, POST_APPOINT: 6, ASSESSMENT_REPORT: 7 };
    expect(policyValueLines('publicity.days', publicity, 'zh')).toEqual(['人才引进：不少于 5 日', '竞聘、晋升聘用：不少于 6 日', '年度考核优秀：不少于 7 日']);
    expect(policyValueLines('publicity.days', publicity, 'en')[2]).toBe('excellent annual grade: at least 7 days');
  });

  it('gives a line per unit category for the post targets, naming the main share only where it is checked', () => {
    const lines = policyValueLines('post.ratioTargets', policyOf('post.ratioTargets').defaultValue, 'zh');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^管理为主：专技高:中:初 /);
    expect(lines[1]).toMatch(/^专技为主：主体岗位不低于 70%，/);
    expect(policyValueLines('unknown.key', { a: 1 }, 'en')).toEqual(['{"a":1}']);
  });
});
