import { createPdf, finishPdf, keyValueGrid, metaLine, opinionBoxes, pdfResponse, table, title } from '.';

const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

describe('pdf primitives', () => {
  it('keeps a table row on one line of the page: every cell of a row starts at the row top', () => {
    const doc = createPdf();
    const top = doc.y;
    table(doc, [{ header: 'A', width: 1 }, { header: 'B', width: 1 }], [['一', '二']]);
    const rowH = doc.y - top;
    // Header and one row, each one line high: the cursor moved by two rows, not by the cells' text heights summed.
    expect(rowH).toBeLessThan(60);
  });

  it('lays out a form with the Chinese font embedded as a subset, numbered pages and the header repeated', async () => {
    const doc = createPdf({ title: '测试备案表' });
    title(doc, '测试备案表');
    metaLine(doc, '填报单位：测试中学', '编号：TEST-2024-0001');
    keyValueGrid(doc, [{ label: '年度', value: '2024' }, { label: '联系人', value: '张三' }, { label: '说明', value: '很长的说明'.repeat(20) }]);
    table(doc, [{ header: '序号', width: 1 }, { header: '岗位名称', width: 4 }],
      Array.from({ length: 120 }, (_, i) => [String(i + 1), `专业技术岗位${i + 1}`]));
    opinionBoxes(doc, [{ label: '主管部门意见', opinion: '同意', reviewer: '李四', date: '2024-03-01' }]);
    const laidOut = doc.bufferedPageRange().count;
    const pdf = await finishPdf(doc, { watermark: '审核中 仅供参考' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/FontFile2');
    // The table ran over pages; drawing the footers and the watermark added none.
    expect(laidOut).toBeGreaterThan(2);
    expect(pageCount(pdf)).toBe(laidOut);
    expect(pdf.length).toBeLessThan(200_000);
    const res = pdfResponse(pdf, '测试备案表.pdf');
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('测试备案表.pdf')}`);
  });
});
