import type { z } from 'zod';
import { listCode, listNameEn } from './codeList';
import { estabConversionLine } from './estabConversion';
import { noticeSaveBody } from './notice';

/** The first issue's path, Chinese message and the English a refinement gives (params.messageEn). */
function refusal(schema: z.ZodType, value: unknown) {
  const issue = schema.safeParse(value).error?.issues[0];
  return issue && { path: issue.path.join('.'), zh: issue.message, en: (issue as { params?: { messageEn?: string } }).params?.messageEn };
}

describe('listCode', () => {
  const education = listCode('education', '学历', 2);

  it('takes a code of the list that may be chosen', () => {
    expect(education.safeParse('21').success).toBe(true);
  });

  it('refuses a code of no list, naming the field and the value in Chinese and in English', () => {
    expect(refusal(education, '2X')).toEqual({ path: '', zh: '学历“2X”不在代码表中', en: 'Education "2X" is not in the code list' });
  });

  it('refuses a summary code, named in each language', () => {
    expect(refusal(education, '20')).toEqual({
      path: '', zh: '学历“大学本科教育”为汇总类或已停用，不能选择', en: 'Education "Undergraduate education" is a summary or retired code and cannot be chosen',
    });
  });

  it('names a list in English from its name, or the name given where that does not read', () => {
    expect([listNameEn('politicalStatus'), listNameEn('postLevel'), listNameEn('estabType')]).toEqual(['Political status', 'Post level', 'Establishment type']);
    expect(refusal(listCode('estabType', '原编制类型', 15, 'Former establishment type'), 'ZZ')?.en).toBe('Former establishment type "ZZ" is not in the code list');
  });
});

describe('the refinements of the contracts say their rule in English too', () => {
  const conversion = {
    fromEstabStatus: 'OUT', fromEstabType: null, fromCategory: null, fromLevel: null, toEstabStatus: 'IN', toEstabType: 'INST',
    toOutEmployForm: null, toCategory: null, toLevel: null, basisDoc: '湖人社〔2026〕88号', effectiveDate: '2026-10-01',
  };

  it('a conversion into the establishment without its type', () => {
    expect(estabConversionLine.safeParse(conversion).success).toBe(true);
    expect(refusal(estabConversionLine, { ...conversion, toEstabType: null })).toEqual({
      path: 'toEstabType', zh: '转为在编须选择编制类型', en: 'is required for a conversion into the establishment',
    });
  });

  it('a notice ending before it starts', () => {
    const notice = { title: '关于年度考核的通知', content: '<p>请按时上报</p>', audience: 'all', validFrom: '2026-10-01', validUntil: '2026-10-01' };
    expect(noticeSaveBody.safeParse(notice).success).toBe(true);
    expect(refusal(noticeSaveBody, { ...notice, validUntil: '2026-09-30' })).toEqual({
      path: 'validUntil', zh: '截止日期不能早于生效日期', en: 'must not be before the start date',
    });
  });
});
