import type { FilingDetail } from '@/lib/contracts/filing';
import type { PostPlanContext } from '@/lib/contracts/postSetting';
import { contentOf, fieldOfRefusal, formErrors, formLevels, initialValues, liveFindings } from './postSettingForm';

const context: PostPlanContext = {
  unit: { id: 7, unitName: '湖州市中心医院', unitRank: 'DIV_FULL', mainPostType: 'TECH', unitCategory: 'PUBLIC_INST' },
  quotaInst: 20,
  plan: {
    id: 3, unitId: 7, unitName: '湖州市中心医院', planVersion: 2, effectiveFrom: '2025-01-01', isCurrent: true, postTotal: 12, managePosts: 2,
    techPosts: 10, workerPosts: 0, dualPostCount: 1, maxManageLevel: 'M05', maxTechLevel: 'T08', maxWorkerLevel: null, sourceFilingId: 9, sourceFilingNo: 'GWSZ-2025-000001',
    lines: [{ postCategory: 'MANAGE', postLevel: 'M05', approvedCount: 2 }, { postCategory: 'TECH', postLevel: 'T08', approvedCount: 10 }],
  },
  holders: { M05: 1, T08: 9 },
  pendingFilingId: null,
};

describe('the post setting form', () => {
  const levels = formLevels(context);

  it('shows every level the rank allows, starting an adjustment from the current plan', () => {
    expect(levels.slice(0, 6)).toEqual(['M05', 'M06', 'M07', 'M08', 'M09', 'M10']);
    expect(levels).toHaveLength(6 + 13 + 6);
    expect(initialValues(context)).toEqual({ settingKind: 'ADJUST', staffCongressDate: '', dualPostCount: '1', plan: '', counts: { M05: '2', T08: '10' } });
    expect(initialValues({ ...context, plan: null }).settingKind).toBe('FIRST');
  });

  it('starts an edit from the draft, keeping a level the rank no longer allows', () => {
    const filing = {
      header: { settingKind: 'FIRST', staffCongressDate: '2026-09-01', dualPostCount: 0, plan: '说明' },
      lines: [{ lineNo: 1, personId: null, payload: { postCategory: 'MANAGE', postLevel: 'M04', approvedCount: 1 } }],
    } as unknown as FilingDetail;
    expect(formLevels(context, filing)).toContain('M04');
    expect(initialValues(context, filing)).toEqual({ settingKind: 'FIRST', staffCongressDate: '2026-09-01', dualPostCount: '0', plan: '说明', counts: { M04: '1' } });
  });

  it('names each bad field by its message key', () => {
    const values = { ...initialValues(context), staffCongressDate: '2026-12-01', dualPostCount: '-1', counts: { M05: 'x', T08: '10' } };
    expect(formErrors(values, levels, '2026-11-22')).toEqual({ staffCongressDate: 'dateFuture', dualPostCount: 'count', M05: 'count' });
    expect(formErrors({ ...values, staffCongressDate: '' }, levels, '2026-11-22').staffCongressDate).toBe('dateRequired');
    expect(formErrors({ ...initialValues(context), staffCongressDate: '2026-11-22' }, levels, '2026-11-22')).toEqual({});
  });

  it('takes counts of up to five digits and a plan of 2000 characters, and refuses one more', () => {
    const values = { ...initialValues(context), staffCongressDate: '2026-11-22', dualPostCount: ' 99999 ', plan: '说'.repeat(2000), counts: { M05: '99999', T08: '' } };
    expect(formErrors(values, levels, '2026-11-22')).toEqual({});
    expect(formErrors({ ...values, dualPostCount: '100000', plan: '说'.repeat(2001), counts: { M05: '100000', T08: '' } }, levels, '2026-11-22'))
      .toEqual({ dualPostCount: 'count', plan: 'planTooLong', M05: 'count' });
    expect(formErrors({ ...values, dualPostCount: ' ' }, levels, '2026-11-22')).toEqual({ dualPostCount: 'count' });
  });

  it('computes the header from the lines and sends every level with its holders', () => {
    const values = { ...initialValues(context), staffCongressDate: '2026-09-01', counts: { M05: '2', T08: '10', T09: '3' } };
    const { header, lines } = contentOf(values, context, levels);
    expect(header).toEqual({
      settingKind: 'ADJUST', estabSnapshot: 20, postTotal: 15, managePosts: 2, techPosts: 13, workerPosts: 0, dualPostCount: 1, staffCongressDate: '2026-09-01', plan: undefined,
    });
    expect(lines).toHaveLength(levels.length);
    expect(lines.find((l) => l.payload.postLevel === 'T08')!.payload).toEqual({ postCategory: 'TECH', postLevel: 'T08', approvedCount: 10, currentCount: 9 });
  });

  it('runs the plan rules as the clerk types', () => {
    const over = { ...initialValues(context), counts: { M05: '2', T08: '19' } };
    expect(liveFindings(over, context, levels)).toContainEqual(expect.objectContaining({ code: 'R-GW-01', message: '岗位总量（21）超过核定事业编制数（20）' }));
  });

  it('maps a server refusal to the form field', () => {
    expect(fieldOfRefusal('header.staffCongressDate', levels)).toBe('staffCongressDate');
    expect(fieldOfRefusal('lines[1].approvedCount', levels)).toBe('M06');
    expect(fieldOfRefusal('lines.0.payload.postLevel', levels)).toBe('M05');
    expect(fieldOfRefusal('attachments', levels)).toBeNull();
  });
});
