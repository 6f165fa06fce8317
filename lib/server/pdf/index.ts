/**
 * Server-side PDF forms on pdfkit: A4, the Chinese font (Noto Serif SC) embedded as a subset.
 *
 *   const doc = createPdf({ landscape: false, title: '岗位设置备案表' });
 *   title(doc, '岗位设置备案表');
 *   metaLine(doc, '填报单位：某某中学', '编号：GWSZ-2024-0001');
 *   keyValueGrid(doc, [{ label: '年度', value: '2024' }, { label: '联系人', value: '张三' }]);
 *   heading(doc, '明细');
 *   table(doc, [{ header: '序号', width: 1, align: 'center' }, { header: '岗位名称', width: 4 }], [['1', '专技岗']]);
 *   opinionBoxes(doc, [{ label: '主管部门意见', opinion: '同意', reviewer: '李四', date: '2024-03-01' }]);
 *   const bytes = await finishPdf(doc, { watermark: '审核中 仅供参考' });   // page numbers "第 x 页 / 共 y 页"
 *   return pdfResponse(bytes, '岗位设置备案表-GWSZ-2024-0001.pdf');        // from a defineHandler service (response: fileResponse)
 *
 * Every block starts at doc.y, moves doc.y below itself and starts a new page when it does not fit (tables repeat
 * their header row there). Use FONT.regular / FONT.bold for any text drawn directly with pdfkit.
 * pdfkit is in next.config.mjs serverExternalPackages: it loads its own font metrics at run time.
 */
export { FONT, chineseFonts } from './fonts';
export { createPdf, cell, contentWidth, ensureSpace, textHeight, SIZE, type Pdf, type PdfOptions } from './document';
export {
  heading, keyValueGrid, metaLine, opinionBoxes, table, title, OPINION_LABELS_ZH,
  type Column, type OpinionBox, type OpinionLabels, type Pair,
} from './blocks';
export { finishPdf, pdfResponse, PAGE_LABEL_EN, PAGE_LABEL_ZH, type FinishOptions } from './finish';
