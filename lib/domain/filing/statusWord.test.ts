import filingEn from '@/data/i18n/modules/filing.en.json';
import filingZh from '@/data/i18n/modules/filing.zh.json';
import { filingTypeDefinitions } from '@/data/seed/filingTypes';
import { FILING_STATUSES } from './lifecycle';
import { APPROVAL_TYPES, FILING_STATUS_WORDS, filingStatusKey, filingStatusWord } from './statusWord';

describe('filingStatusWord', () => {
  it('reads an approved filing of an approval type 已核准 / Approved', () => {
    for (const type of ['POST_SETTING', 'RECRUIT_PLAN', 'TALENT_INTRO', 'ESTAB_CONVERSION']) {
      expect([filingStatusWord('APPROVED', type, 'zh'), filingStatusWord('APPROVED', type, 'en')]).toEqual(['已核准', 'Approved']);
    }
  });

  it('reads an approved filing of any other type 已备案 / Filed, an unknown type included', () => {
    for (const type of ['PERSON_INFO', 'RECRUIT_RESULT', 'POST_APPOINT', 'ASSESSMENT_REPORT', 'NOT_A_TYPE']) {
      expect([filingStatusWord('APPROVED', type, 'zh'), filingStatusWord('APPROVED', type, 'en')]).toEqual(['已备案', 'Filed']);
    }
  });

  it('reads an approved filing of no known type with the word that covers both', () => {
    expect(filingStatusWord('APPROVED', null, 'zh')).toBe('已备案/已核准');
    expect(filingStatusWord('APPROVED', undefined, 'en')).toBe('Filed or approved');
  });

  it('reads the other statuses the same whatever the type', () => {
    for (const type of ['POST_SETTING', 'PERSON_INFO', null]) {
      expect(['DRAFT', 'PENDING_ZG', 'RETURNED_ZG', 'PENDING_RSJ', 'RETURNED_RSJ', 'VOID'].map((s) => filingStatusWord(s, type, 'zh')))
        .toEqual(['草稿', '待主管部门审核', '主管部门退回', '待人社局审核', '人社局退回', '已作废']);
      expect(['DRAFT', 'PENDING_ZG', 'RETURNED_ZG', 'PENDING_RSJ', 'RETURNED_RSJ', 'VOID'].map((s) => filingStatusWord(s, type, 'en'))).toEqual([
        'Draft', 'Awaiting competent authority', 'Returned by competent authority', 'Awaiting personnel bureau', 'Returned by personnel bureau', 'Voided',
      ]);
    }
  });

  it('shows an unknown status as it is', () => {
    expect(filingStatusWord('ARCHIVED', 'PERSON_INFO', 'zh')).toBe('ARCHIVED');
    expect(filingStatusKey('ARCHIVED', 'PERSON_INFO')).toBe('ARCHIVED');
  });

  it('has a word for every status of the lifecycle in both languages', () => {
    for (const lang of ['zh', 'en'] as const) {
      for (const s of FILING_STATUSES) expect(filingStatusWord(s, 'PERSON_INFO', lang)).not.toBe(s);
    }
  });
});

describe('the words the screens show', () => {
  it('are the filing.status messages, word for word', () => {
    expect(filingZh.filing.status).toEqual(FILING_STATUS_WORDS.zh);
    expect(filingEn.filing.status).toEqual(FILING_STATUS_WORDS.en);
  });

  it('take the approval types from the filing-type configuration', () => {
    expect([...APPROVAL_TYPES].sort()).toEqual(filingTypeDefinitions.filter((d) => d.isApproval).map((d) => d.type).sort());
  });
});
