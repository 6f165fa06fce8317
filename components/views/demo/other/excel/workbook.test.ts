import ExcelJS from 'exceljs';
import { buildWorkbook, textWidth, xlsxName } from './workbook';

interface Row { id: number; title: string; views: number }
const rows: Row[] = [{ id: 1, title: '年度报告', views: 1200 }, { id: 2, title: 'Summary', views: 35 }];
const columns = [
  { header: '序号', value: (r: Row) => r.id },
  { header: '标题', value: (r: Row) => r.title },
  { header: '浏览量', value: (r: Row) => r.views },
];

/** Writes the workbook to .xlsx bytes and reads them back, as a user's spreadsheet program would. */
async function roundTrip(book: Awaited<ReturnType<typeof buildWorkbook>>) {
  const back = new ExcelJS.Workbook();
  await back.xlsx.load(await book.xlsx.writeBuffer());
  return back.worksheets[0];
}

describe('buildWorkbook', () => {
  it('writes a bold header and the rows, with widths fitting the longest text', async () => {
    const sheet = await roundTrip(await buildWorkbook({ sheetName: '表格', columns, rows }));
    expect(sheet.name).toBe('表格');
    expect(sheet.getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1))).toEqual([['序号', '标题', '浏览量'], [1, '年度报告', 1200], [2, 'Summary', 35]]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getColumn(2).width).toBe(10);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('merges the group cells of a two-row header', async () => {
    const sheet = await roundTrip(await buildWorkbook({ sheetName: 'S', columns, rows, groups: [{ title: '基本信息', span: 2 }, { title: '统计', span: 1 }] }));
    expect(sheet.getCell('A1').value).toBe('基本信息');
    expect(sheet.getCell('B1').isMerged).toBe(true);
    expect(sheet.getCell('B1').master.address).toBe('A1');
    expect(sheet.getCell('C1').isMerged).toBe(false);
    expect(sheet.getCell('C2').value).toBe('浏览量');
    expect(sheet.getCell('B4').value).toBe('Summary');
    expect(sheet.views[0]).toMatchObject({ ySplit: 2 });
  });

  it('uses one fixed width when auto width is off', async () => {
    const sheet = await roundTrip(await buildWorkbook({ sheetName: 'S', columns, rows, autoWidth: false }));
    expect([1, 2, 3].map((i) => sheet.getColumn(i).width)).toEqual([16, 16, 16]);
  });
});

describe('file names and widths', () => {
  it('counts CJK characters double', () => {
    expect(textWidth('ab年度')).toBe(6);
  });

  it('drops characters a file name cannot hold and ends in .xlsx', () => {
    expect(xlsxName(' 报表:2025/05? ', 'x')).toBe('报表202505.xlsx');
    expect(xlsxName('list.XLSX', 'x')).toBe('list.xlsx');
    expect(xlsxName(' *? ', '导出')).toBe('导出.xlsx');
  });
});
