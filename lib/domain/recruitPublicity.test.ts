import { FILING_STATUSES } from './filing/lifecycle';
import { missingPublicity, PUBLICITY_FIELD, publicityLinkIssues, type PublicityAnnouncement } from './recruitPublicity';

const PLAN = 12;
const publicity = (over: Partial<PublicityAnnouncement> = {}, header: Record<string, unknown> = {}): PublicityAnnouncement => ({
  filingType: 'ANNOUNCEMENT', status: 'APPROVED', filingNo: 'GG-2026-0003', title: '2026年拟聘用人员公示', ...over,
  header: { noticeType: 'PUBLICITY', relatedFilingId: PLAN, relatedFilingNo: 'ZP-2026-0012', ...header },
});
const error = (message: string, messageEn: string) => ({ code: 'R-GEN-06', level: 'ERROR', field: PUBLICITY_FIELD, message, messageEn });

describe('missingPublicity (R-GEN-06, no announcement named)', () => {
  it.each(['WARN', 'ERROR'] as const)('is %s at the field naming the announcement, in both languages', (level) => {
    expect(missingPublicity(level)).toEqual({
      code: 'R-GEN-06', level, field: 'header.publicityFilingId',
      message: '请选择本次招聘计划已核准的拟聘用人员公示公告（公示期以公告发布期间为准）',
      messageEn: 'Name the approved publicity announcement (拟聘用人员公示) of the plan: the publicity period is its publication period',
    });
  });
});

describe('publicityLinkIssues (R-GEN-06, the announcement named)', () => {
  it("finds nothing in the unit's approved 拟聘用人员公示 of the result's own plan", () => {
    expect(publicityLinkIssues(publicity(), PLAN)).toEqual([]);
  });

  it('refuses an id that reads as none (absent, or of another unit)', () => {
    expect(publicityLinkIssues(null, PLAN)).toEqual([error('公示公告不存在或不属于本单位', 'No such publicity announcement of your unit')]);
  });

  it.each([
    ['a filing other than an announcement', { filingType: 'RECRUIT_PLAN' }, {}],
    ['an announcement of another type', {}, { noticeType: 'EXAM_NOTICE' }],
    ['an announcement of no type', {}, { noticeType: undefined }],
  ])('refuses %s, by its number', (_name, over, header) => {
    expect(publicityLinkIssues(publicity(over, header), PLAN)).toEqual([error('【GG-2026-0003】不是拟聘用人员公示公告',
      'GG-2026-0003 is not a publicity announcement of persons to be hired (拟聘用人员公示)')]);
  });

  it('names an announcement without a number by its title', () => {
    expect(publicityLinkIssues(publicity({ filingNo: null }, { noticeType: 'OTHER' }), PLAN)[0].message).toBe('【2026年拟聘用人员公示】不是拟聘用人员公示公告');
    expect(publicityLinkIssues(publicity({ filingNo: null, status: 'PENDING_RSJ' }), PLAN)[0].messageEn)
      .toBe('Publicity announcement 2026年拟聘用人员公示 is not approved yet');
  });

  it.each(FILING_STATUSES.filter((s) => s !== 'APPROVED'))('refuses a 拟聘用人员公示 in %s as not approved', (status) => {
    expect(publicityLinkIssues(publicity({ status }), PLAN)).toEqual([error('公示公告【GG-2026-0003】尚未核准',
      'Publicity announcement GG-2026-0003 is not approved yet')]);
  });

  it('judges the type before the approval, and the approval before the plan: one finding, the first', () => {
    expect(publicityLinkIssues(publicity({ status: 'DRAFT' }, { noticeType: 'OTHER', relatedFilingId: PLAN + 1 }), PLAN)[0].message)
      .toBe('【GG-2026-0003】不是拟聘用人员公示公告');
    expect(publicityLinkIssues(publicity({ status: 'DRAFT' }, { relatedFilingId: null }), PLAN).map((i) => i.message)).toEqual(['公示公告【GG-2026-0003】尚未核准']);
  });

  it.each([['no', undefined], ['a null', null]])('refuses an approved 拟聘用人员公示 naming %s plan', (_name, relatedFilingId) => {
    expect(publicityLinkIssues(publicity({}, { relatedFilingId, relatedFilingNo: undefined }), PLAN)).toEqual([error(
      '公示公告【GG-2026-0003】未关联招聘计划，不能作为本次招聘的公示',
      'Publicity announcement GG-2026-0003 names no recruitment plan, so it is not the publicity of this recruitment',
    )]);
  });

  it.each([PLAN - 1, PLAN + 1])('refuses the 拟聘用人员公示 of plan %i for a result on plan 12, naming the other plan by its number', (other) => {
    expect(publicityLinkIssues(publicity({}, { relatedFilingId: other, relatedFilingNo: 'ZP-2026-0009' }), PLAN)).toEqual([error(
      '公示公告【GG-2026-0003】是招聘计划【ZP-2026-0009】的公示，不是本结果所依据招聘计划的公示',
      'Publicity announcement GG-2026-0003 is the publicity of recruitment plan ZP-2026-0009, not of the plan this result is filed on',
    )]);
  });

  it('names the other plan by its id when the announcement keeps no number of it', () => {
    expect(publicityLinkIssues(publicity({}, { relatedFilingId: 13, relatedFilingNo: undefined }), PLAN)[0].message)
      .toBe('公示公告【GG-2026-0003】是招聘计划【13】的公示，不是本结果所依据招聘计划的公示');
    expect(publicityLinkIssues(publicity({}, { relatedFilingId: 13, relatedFilingNo: null }), PLAN)[0].messageEn)
      .toBe('Publicity announcement GG-2026-0003 is the publicity of recruitment plan 13, not of the plan this result is filed on');
  });
});
