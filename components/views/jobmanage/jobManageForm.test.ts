import { headerTextError, movePayload, moveRowErrors, newMoveRow, newReduceRow, reduceRowErrors, refusalTarget } from './jobManageForm';

const person = { name: '张三', idNumber: '330***', postCategory: 'TECH', postLevel: 'T10' };

describe('a reduction line in the form', () => {
  it('needs the type and a date at most 30 days ahead', () => {
    expect(reduceRowErrors(newReduceRow(1, person), '2026-11-22')).toEqual({ reduceType: 'reduceTypeRequired', reduceDate: 'dateRequired' });
    const r = { ...newReduceRow(1, person), reduceType: 'RETIRE', reduceDate: '2026-12-22' };
    expect(reduceRowErrors(r, '2026-11-22')).toEqual({});
    expect(reduceRowErrors({ ...r, reduceDate: '2026-12-23' }, '2026-11-22')).toEqual({ reduceDate: 'reduceDateTooLate' });
  });
});

describe('a post move line in the form', () => {
  const r = { ...newMoveRow(1, person), toLevel: 'T09', appointStart: '2026-12-01' };
  it('starts from the category held and sends the post held as the starting point', () => {
    expect(newMoveRow(1, person).toCategory).toBe('TECH');
    expect(movePayload('PROMOTE', r)).toMatchObject({ fromCategory: 'TECH', fromLevel: 'T10', toCategory: 'TECH', toLevel: 'T09', secondLevel: null });
  });

  it('asks for a target post except when the post is removed or a second one changes', () => {
    expect(moveRowErrors('PROMOTE', { ...r, toLevel: '' })).toEqual({ toLevel: 'levelRequired' });
    expect(moveRowErrors('PROMOTE', { ...r, toLevel: 'M05' })).toEqual({ toLevel: 'levelCategory' });
    expect(moveRowErrors('DISMISS_POST', { ...r, toLevel: '' })).toEqual({});
    expect(movePayload('DISMISS_POST', r)).toMatchObject({ toCategory: null, toLevel: null });
    expect(moveRowErrors('DUAL_ADD', r)).toEqual({ secondCategory: 'categoryRequired', secondLevel: 'levelRequired' });
  });

  it('needs the term to end after it starts', () => {
    expect(moveRowErrors('RENEW', { ...r, appointEnd: '2026-12-01' })).toEqual({ appointEnd: 'endBeforeStart' });
    expect(moveRowErrors('RENEW', { ...r, appointEnd: '2029-11-30' })).toEqual({});
  });
});

describe('where a refusal lands', () => {
  it('reads both the line and the header paths of the server', () => {
    expect(refusalTarget('lines[2].toLevel')).toEqual({ row: 2, field: 'toLevel' });
    expect(refusalTarget('lines.0.payload.reduceDate')).toEqual({ row: 0, field: 'reduceDate' });
    expect(refusalTarget('header.appointKind')).toEqual({ row: null, field: 'appointKind' });
    expect(refusalTarget('attachments')).toBeNull();
  });
});

describe('the length limits of the job forms', () => {
  const reduce = { ...newReduceRow(1, person), reduceType: 'RETIRE', reduceDate: '2026-12-01' };
  const move = { ...newMoveRow(1, person), toLevel: 'T09', appointStart: '2026-12-01' };

  it('takes a document number and destination of 100 characters and a note of 500, without their surrounding spaces', () => {
    expect(reduceRowErrors({ ...reduce, docNo: ` ${'文'.repeat(100)} `, destination: '去'.repeat(100), note: '注'.repeat(500) }, '2026-11-22')).toEqual({});
    expect(moveRowErrors('PROMOTE', { ...move, unitDocNo: '文'.repeat(100), reason: ` ${'因'.repeat(500)} ` })).toEqual({});
  });

  it('refuses one character more, every field at once', () => {
    expect(reduceRowErrors({ ...reduce, docNo: '文'.repeat(101), destination: '去'.repeat(101), note: '注'.repeat(501) }, '2026-11-22'))
      .toEqual({ docNo: 'tooLong100', destination: 'tooLong100', note: 'tooLong500' });
    expect(moveRowErrors('PROMOTE', { ...move, unitDocNo: '文'.repeat(101), reason: '因'.repeat(501), appointStart: '' }))
      .toEqual({ unitDocNo: 'tooLong100', reason: 'tooLong500', appointStart: 'dateRequired' });
  });
});

describe("the text on a whole filing (减员's reason, 人员状态变动's note)", () => {
  it('is optional, and takes 500 characters without its surrounding spaces', () => {
    expect(headerTextError('')).toBeNull();
    expect(headerTextError('   ')).toBeNull();
    expect(headerTextError('因'.repeat(500))).toBeNull();
    expect(headerTextError(` ${'因'.repeat(500)}\n`)).toBeNull();
  });

  it('refuses the 501st character', () => {
    expect(headerTextError('因'.repeat(501))).toBe('tooLong500');
    expect(headerTextError(` ${'因'.repeat(501)} `)).toBe('tooLong500');
  });
});
