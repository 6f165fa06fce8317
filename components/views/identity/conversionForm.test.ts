import type { FilingDetail } from '@/lib/contracts/filing';
import { newRow, payloadOf, reasonError, refusalTarget, rowErrors, rowsOf, type LinePerson } from './conversionForm';

const contractor: LinePerson = { name: '陈丽', idNumber: '330502********1234', estabStatus: 'OUT', estabType: null, postCategory: null, postLevel: null };
const worker: LinePerson = { name: '王建国', idNumber: '330502********5678', estabStatus: 'IN', estabType: 'INST', postCategory: 'WORKER', postLevel: 'W03' };
const TODAY = '2026-11-22';

describe('a conversion line', () => {
  it('starts a contractor towards 事业编制 and keeps the post unless changed', () => {
    const row = newRow(5, contractor);
    expect(row).toMatchObject({ toEstabStatus: 'IN', toEstabType: 'INST', toCategory: '', toLevel: '' });
    const full = { ...row, basisDoc: '湖人社〔2026〕88号', effectiveDate: '2026-10-01' };
    expect(rowErrors(full, TODAY)).toEqual({});
    expect(payloadOf(full)).toEqual({
      fromEstabStatus: 'OUT', fromEstabType: null, fromCategory: null, fromLevel: null, toEstabStatus: 'IN', toEstabType: 'INST',
      toOutEmployForm: null, toCategory: null, toLevel: null, basisDoc: '湖人社〔2026〕88号', effectiveDate: '2026-10-01',
    });
  });

  it('names each missing or wrong field', () => {
    const row = { ...newRow(6, worker), toEstabStatus: 'OUT' as const, toCategory: 'MANAGE', toLevel: 'T09', effectiveDate: '2026-11-23' };
    expect(rowErrors(row, TODAY)).toEqual({ toOutEmployForm: 'employFormRequired', toLevel: 'levelCategory', basisDoc: 'basisRequired', effectiveDate: 'dateFuture' });
    expect(rowErrors({ ...newRow(6, worker), toCategory: 'MANAGE', basisDoc: 'x', effectiveDate: TODAY }, TODAY)).toEqual({ toLevel: 'levelRequired' });
  });

  it('refuses a line that changes nothing', () => {
    expect(rowErrors({ ...newRow(6, worker), basisDoc: 'x', effectiveDate: TODAY }, TODAY)).toEqual({ toEstabType: 'noChange' });
    expect(rowErrors({ ...newRow(6, worker), toCategory: 'MANAGE', toLevel: 'M09', basisDoc: 'x', effectiveDate: TODAY }, TODAY)).toEqual({});
  });

  it('reads a saved line back with the person as filed', () => {
    const filing = {
      lines: [{ lineNo: 1, personId: 6, payload: { ...payloadOf({ ...newRow(6, worker), toCategory: 'MANAGE', toLevel: 'M09', basisDoc: 'x', effectiveDate: TODAY }) } }],
      linePersons: { 6: { name: '王建国', idNumber: '330502********5678', estabStatus: 'IN' } },
    } as unknown as FilingDetail;
    expect(rowsOf(filing)).toEqual([{ ...newRow(6, worker), toCategory: 'MANAGE', toLevel: 'M09', basisDoc: 'x', effectiveDate: TODAY }]);
  });

  it('checks the reason and maps server refusals to a line field', () => {
    expect([reasonError('太短'), reasonError('因工作需要转岗'), reasonError('长'.repeat(501))]).toEqual(['reasonShort', undefined, 'reasonLong']);
    expect(refusalTarget('lines[2].toLevel')).toEqual({ row: 2, field: 'toLevel' });
    expect(refusalTarget('lines.0.payload.basisDoc')).toEqual({ row: 0, field: 'basisDoc' });
    expect(refusalTarget('header.reason')).toEqual({ row: null, field: 'reason' });
    expect(refusalTarget('lines')).toBeNull();
  });
});

describe('the length limits of the conversion form', () => {
  const row = { ...newRow(5, contractor), effectiveDate: TODAY };

  it('takes a basis document of 100 characters without its surrounding spaces and refuses one of 101', () => {
    expect(rowErrors({ ...row, basisDoc: ` ${'文'.repeat(100)} ` }, TODAY)).toEqual({});
    expect(rowErrors({ ...row, basisDoc: '文'.repeat(101) }, TODAY)).toEqual({ basisDoc: 'basisTooLong' });
  });

  it('takes a reason of 5 to 500 characters without its surrounding spaces', () => {
    expect([reasonError(''), reasonError(' 因工作需 '), reasonError('因工作需要'), reasonError(` ${'长'.repeat(500)} `)])
      .toEqual(['reasonShort', 'reasonShort', undefined, undefined]);
  });
});
