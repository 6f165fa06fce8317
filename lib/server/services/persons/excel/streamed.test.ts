import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { streamWorkbook } from './streamed';

/** A workbook as exceljs writes it whole: shared strings, styles, a date column. */
async function written(rows: number): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const a = wb.addWorksheet('甲');
  a.addRow(['名称', '日期']);
  for (let i = 0; i < rows; i += 1) a.addRow([`单位${i}`, new Date(Date.UTC(2020, 0, 1 + i))]);
  wb.addWorksheet('乙').addRow(['模板版本：X-1']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A workbook as exceljs' streaming writer writes it: inline strings, every part with a data descriptor, the workbook part last. */
async function streamedFile(names: string[], rows: number): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => stream.on('end', resolve));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
  for (const [k, name] of names.entries()) {
    const sheet = wb.addWorksheet(name);
    sheet.addRow(['单位统一社会信用代码*', '公民身份号码*']).commit();
    if (k === 0) for (let i = 1; i <= rows; i += 1) sheet.addRow([i]).commit();
    sheet.commit();
  }
  await wb.commit();
  await ended;
  return Buffer.concat(chunks);
}

describe('streamWorkbook', () => {
  it('reads every row of every sheet by its name, dates as dates, the same each time', async () => {
    const bytes = await written(300);
    for (let k = 0; k < 5; k += 1) {
      const seen: Record<string, number> = {};
      const dates: unknown[] = [];
      await streamWorkbook(bytes, (name) => (row) => {
        seen[name] = (seen[name] ?? 0) + 1;
        if (name === '甲' && row.number === 2) dates.push(row.getCell(2).value);
      });
      expect(seen).toEqual({ 甲: 301, 乙: 1 });
      expect(dates).toEqual([new Date(Date.UTC(2020, 0, 1))]);
    }
  });

  it('finds every sheet\'s name in a file of exceljs\' streaming writer, where its own streaming unzip finds none', async () => {
    const names = ['人员', '岗位聘任', '年度考核', '奖惩', '编制变动', '填写说明'];
    const seen: string[] = [];
    let rows = 0;
    await streamWorkbook(await streamedFile(names, 10), (name) => {
      seen.push(name);
      return name === '人员' ? () => { rows += 1; } : null;
    });
    expect([seen, rows]).toEqual([names, 11]);
  });

  it('reads every text as written, a character split between two chunks of the archive too', async () => {
    const names = Array.from({ length: 5000 }, (_, i) => `测试${[...String(i)].map((d) => '甲乙丙丁戊己庚辛壬癸'[Number(d)]).join('')}`);
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('人员');
    for (const name of names) sheet.addRow([name, `${name}·备注`]);
    const read: string[] = [];
    await streamWorkbook(Buffer.from(await wb.xlsx.writeBuffer()), () => (row) => {
      read.push(`${row.getCell(1).value}|${row.getCell(2).value}`);
    });
    expect(read).toEqual(names.map((n) => `${n}|${n}·备注`));
  });

  it('stops at what a visitor throws and passes it on', async () => {
    const stop = new Error('stop');
    let n = 0;
    await expect(streamWorkbook(await streamedFile(['甲'], 3000), () => (row) => {
      n += 1;
      if (row.number > 1000) throw stop;
    })).rejects.toBe(stop);
    expect(n).toBe(1001);
  });

  it('throws on what is not a workbook (a zip without one)', async () => {
    const JSZip = (await import('jszip')).default;
    const zip = new JSZip();
    zip.file('word/document.xml', '<w/>');
    await expect(streamWorkbook(await zip.generateAsync({ type: 'uint8array' }), () => null)).rejects.toThrow();
    await expect(streamWorkbook(Buffer.from('not a zip'), () => null)).rejects.toThrow();
  });
});
