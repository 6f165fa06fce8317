import { buildFilingForm, formTitle, type PrintFiling, type PrintReview, type PrintWords } from './form';
import type { FieldDictionary } from './format';
import zh from '@/data/i18n/modules/filing.zh.json';

const words: PrintWords = { ...zh.filing.print, statusNames: zh.filing.status };
const dict: FieldDictionary = {
  labels: { reason: '说明', postLevel: '岗位等级', toEstabType: '转换后编制类型', recruitMode: '招聘方式', unit: '单位信息', unitName: '单位名称', op: '上报类型' },
  codes: { postLevel: { T10: '专技十级' }, estabType: { INST: '事业编制' }, gender: { 2: '女' } },
  options: { recruitMode: { UNIFIED_EXAM: '统一考试' } },
  words: zh.filing.value,
};

let seq = 0;
const review = (action: string, opinion: string | null = null, actedAt = '2026-03-01 09:00:00'): PrintReview =>
  ({ seq: (seq += 1), action, opinion, actorName: `${action}人`, actorUnitName: action.startsWith('ZG') ? '湖州市教育局' : null, actedAt });

const filing = (over: Partial<PrintFiling> = {}): PrintFiling => ({
  filingType: 'POST_CHANGE', typeName: '岗位变动上报', route: 'ZG_RSJ', isApproval: false, filingNo: 'GWBD-2026-0007', status: 'PENDING_ZG',
  year: 2026, title: '', unitName: '湖州市第一中学', unitUscc: '12330500MB0000001X', competentName: '湖州市教育局', contactName: '张三',
  contactPhone: '0572-2398888', submittedAt: '2026-02-27 10:11:12', approvalDocNo: null, remark: null,
  header: { reason: '年度岗位调整', recruitMode: 'UNIFIED_EXAM', unit: { unitName: '湖州市第一中学' } },
  lines: [{ lineNo: 1, personName: '李四', payload: { postLevel: 'T10', toEstabType: 'INST', gender: '2', note: 'XYZ' } }],
  reviews: [review('SUBMIT')],
  ...over,
});

const box = (form: ReturnType<typeof buildFilingForm>, label: string) => form.opinions.find((o) => o.label === label);

describe('the filing form (备案表)', () => {
  it('carries the number, the unit, its credit code and competent authority, and the status by name', () => {
    const form = buildFilingForm(filing(), dict, words);
    expect(form.title).toBe('岗位变动上报备案表');
    expect(form.number).toBe('GWBD-2026-0007');
    expect(form.fileName).toBe('岗位变动上报备案表-GWBD-2026-0007.pdf');
    expect(form.meta).toEqual(expect.arrayContaining([
      { label: '填报单位', value: '湖州市第一中学' }, { label: '统一社会信用代码', value: '12330500MB0000001X' },
      { label: '主管部门', value: '湖州市教育局' }, { label: '年度', value: '2026' }, { label: '联系人及电话', value: '张三 0572-2398888' },
      { label: '提交日期', value: '2026-02-27' }, { label: '状态', value: '待主管部门审核' },
    ]));
  });

  it('names code and option values, labels fields, and puts a nested group under its own heading', () => {
    const form = buildFilingForm(filing(), dict, words);
    expect(form.sections[0]).toEqual({ heading: null, pairs: [{ label: '说明', value: '年度岗位调整' }, { label: '招聘方式', value: '统一考试' }] });
    expect(form.sections[1]).toEqual({ heading: '单位信息', pairs: [{ label: '单位名称', value: '湖州市第一中学' }] });
    expect(form.lines?.columns).toEqual(['序号', '人员', '岗位等级', '转换后编制类型', 'gender', 'note']);
    // toEstabType is named by the estabType list; a code nobody names stays as stored.
    expect(form.lines?.rows).toEqual([['1', '李四', '专技十级', '事业编制', '女', 'XYZ']]);
  });

  it('masks ID numbers, labels a group-named field by its own part, and leaves out unlabelled bookkeeping groups', () => {
    const form = buildFilingForm(filing({
      header: { counterpartReason: '2', quotaSnapshot: { actual: 1 }, unit: { unitName: '某中学' } },
      lines: [{ lineNo: 1, personName: null, payload: { idNumber: '330503200109149917' } }],
    }), dict, words);
    expect(form.sections.map((s) => s.heading)).toEqual([null, '单位信息']);
    expect(form.sections[0].pairs).toEqual([{ label: '说明', value: '2' }]);
    expect(form.lines?.rows).toEqual([['1', '330503********9917']]);
  });

  it('leaves out an unlabelled list, and an id printed by the number beside it', () => {
    const form = buildFilingForm(filing({
      header: { quotaSnapshot: [{ actual: 1 }], planFilingId: 11, planFilingNo: 'ZPJH-2026-000001', counterpartReason: '2' },
    }), { ...dict, labels: { ...dict.labels, planFilingNo: '招聘计划编号' } }, words);
    expect(form.sections[0].pairs).toEqual([{ label: '招聘计划编号', value: 'ZPJH-2026-000001' }, { label: '说明', value: '2' }]);
  });

  it('leaves the opinion boxes blank, and watermarks the form, while no reviewer has decided', () => {
    const form = buildFilingForm(filing(), dict, words);
    expect(form.opinions.map((o) => o.label)).toEqual(['单位意见', '主管部门意见', '人社局意见']);
    expect(form.opinions.every((o) => o.opinion === '' && o.reviewer === '' && o.date === '')).toBe(true);
    expect(form.watermark).toBe('审核中 仅供参考');
  });

  it("prints each node's latest decision with reviewer and day, and no watermark once approved", () => {
    const reviews = [
      review('SUBMIT'), review('ZG_RETURN', '请补充材料后再报'), review('SUBMIT'), review('ZG_APPROVE', '同意，报人社局', '2026-03-05 08:30:00'),
      review('RSJ_APPROVE', '同意备案', '2026-03-09 15:00:00'),
    ];
    const form = buildFilingForm(filing({ status: 'APPROVED', reviews }), dict, words);
    expect(box(form, '主管部门意见')).toEqual({ label: '主管部门意见', opinion: '同意，报人社局', reviewer: 'ZG_APPROVE人（湖州市教育局）', date: '2026-03-05' });
    expect(box(form, '人社局意见')).toMatchObject({ opinion: '同意备案', reviewer: 'RSJ_APPROVE人', date: '2026-03-09' });
    expect(box(form, '单位意见')).toMatchObject({ opinion: '', reviewer: '' });
    expect(form.watermark).toBeNull();
    expect(form.meta).toContainEqual({ label: '状态', value: '已备案' });
    expect(buildFilingForm(filing({ status: 'APPROVED', isApproval: true, reviews }), dict, words).meta).toContainEqual({ label: '状态', value: '已核准' });
  });

  it('shows a return while the filing stands returned, and blanks it again once the unit resubmits', () => {
    const returned = [review('SUBMIT'), review('ZG_APPROVE', '同意'), review('RSJ_RETURN', '材料不全，请补充')];
    const form = buildFilingForm(filing({ status: 'RETURNED_RSJ', reviews: returned }), dict, words);
    expect(box(form, '人社局意见')?.opinion).toBe('材料不全，请补充');
    expect(form.watermark).not.toBeNull();
    const again = buildFilingForm(filing({ status: 'PENDING_ZG', reviews: [...returned, review('SUBMIT')] }), dict, words);
    expect(box(again, '主管部门意见')?.opinion).toBe('');
    expect(box(again, '人社局意见')?.opinion).toBe('');
  });

  it("drops the competent authority's approval it recalled", () => {
    const form = buildFilingForm(filing({ reviews: [review('SUBMIT'), review('ZG_APPROVE', '同意'), review('ZG_RECALL')] }), dict, words);
    expect(box(form, '主管部门意见')).toMatchObject({ opinion: '', reviewer: '', date: '' });
  });

  it('has no personnel bureau box for a type whose route ends at the competent authority', () => {
    const form = buildFilingForm(filing({ route: 'ZG_ONLY', status: 'APPROVED', reviews: [review('SUBMIT'), review('ZG_APPROVE', '同意')] }), dict, words);
    expect(form.opinions.map((o) => o.label)).toEqual(['单位意见', '主管部门意见']);
    expect(box(form, '主管部门意见')?.opinion).toBe('同意');
  });

  it('shows a never submitted draft as such, and has no lines table without lines', () => {
    const form = buildFilingForm(filing({ status: 'DRAFT', filingNo: '草稿-12', submittedAt: '', reviews: [], lines: [] }), dict, words);
    expect(form.meta).toContainEqual({ label: '提交日期', value: '未提交' });
    expect(form.lines).toBeNull();
    expect(form.watermark).toBe('审核中 仅供参考');
  });

  it('does not double 备案 in the title', () => {
    expect(formTitle('招聘结果备案', '{type}备案表')).toBe('招聘结果备案表');
    expect(formTitle('Post change', '{type} filing form')).toBe('Post change filing form');
  });
});
