import { z } from 'zod';
import { endpoint, fileResponse, pageQuery, pageResult, type Endpoint } from './endpoint';
import { base64File, id, multiLine, requiredLine, singleLine, version } from './primitives';

export const helpDocKind = z.enum(['manual', 'faq'], { message: '请选择文档类型' });
/** Which units a manual is for: district-level direct units (区直), the others, or everyone. */
export const helpDocCompanyType = z.enum(['all', 'district', 'general'], { message: '请选择适用单位' });

export const helpDocFile = z.object({ id: z.number().int(), name: z.string(), size: z.number().int(), mime: z.string() });

export const helpDocItem = z.object({
  id: z.number().int(),
  kind: helpDocKind,
  title: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
  companyType: helpDocCompanyType,
  sort: z.number().int(),
  files: z.array(helpDocFile),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type HelpDocItem = z.infer<typeof helpDocItem>;

export const helpDocList = endpoint({
  method: 'POST', path: '/HelpDoc/OpHelpDoc', tag: 'help', access: 'user',
  summary: 'The help documents: the operation manuals (district-level direct units and the others) and the FAQ, in their order, by kind and keyword.',
  body: pageQuery.extend({
    kind: helpDocKind.optional(),
    keyword: singleLine(50, '关键字').optional(),
  }).default({ pageNo: 1, pageSize: 20 }),
  response: pageResult(helpDocItem),
});

export const helpDocDetail = endpoint({
  method: 'POST', path: '/HelpDoc/getDetail', tag: 'help', access: 'user',
  errors: [404],
  summary: 'One help document with its files.',
  body: z.object({ id: id('文档') }),
  response: helpDocItem,
});

export const helpDocSave = endpoint({
  method: 'POST', path: '/HelpDoc/save', tag: 'help', access: ['admin'], audit: 'helpDoc.save',
  errors: [404, 409],
  summary: 'Creates (no id) or edits (id and version) a help document; the HTML body is sanitised on the server.',
  body: z.object({
    id: id('文档').optional(),
    version: version().optional(),
    kind: helpDocKind,
    title: requiredLine(200, '标题'),
    body: multiLine(100_000, '正文').default(''),
    companyType: helpDocCompanyType.default('all'),
    sort: z.number().int().min(0, '排序不能小于 0').max(9999, '排序不能超过 9999').default(0),
  }).refine((d) => d.kind !== 'faq' || d.body.length > 0, { message: '请填写解答', path: ['body'], params: { messageEn: 'is required for a FAQ entry' } }),
  response: helpDocItem,
});

export const helpDocDelete = endpoint({
  method: 'POST', path: '/HelpDoc/delete', tag: 'help', access: ['admin'], audit: 'helpDoc.delete',
  errors: [404, 409],
  summary: 'Deletes a help document and its files.',
  body: z.object({ id: id('文档') }),
  response: z.null(),
});

export const helpDocUpload = endpoint({
  method: 'POST', path: '/HelpDoc/uploadFile', tag: 'help', access: ['admin'], audit: 'helpDoc.uploadFile',
  errors: [404, 409, 422],
  summary: 'Adds a file (base64; pdf, jpg, png, ofd, doc(x), xls(x); at most 20 MB) to a help document, or replaces one of its files.',
  maxBodyBytes: 28 * 1024 * 1024,
  body: z.object({
    id: id('文档'),
    replaceFileId: id('文件').optional(),
    fileName: requiredLine(200, '文件名'),
    content: base64File(28 * 1024 * 1024),
  }),
  response: helpDocItem,
});

export const helpDocDeleteFile = endpoint({
  method: 'POST', path: '/HelpDoc/deleteFile', tag: 'help', access: ['admin'], audit: 'helpDoc.deleteFile',
  errors: [404, 409],
  summary: 'Removes a file from a help document.',
  body: z.object({ id: id('文档'), fileId: id('文件') }),
  response: helpDocItem,
});

export const helpDocDownload = endpoint({
  method: 'POST', path: '/HelpDoc/download', tag: 'help', access: 'user',
  errors: [404],
  summary: 'A file of a help document itself (not an envelope); inline for showing a PDF in the page.',
  body: z.object({ id: id('文档'), fileId: id('文件'), inline: z.boolean().default(false) }),
  response: fileResponse,
});

export const helpDocEndpoints: Endpoint[] = [helpDocList, helpDocDetail, helpDocSave, helpDocDelete, helpDocUpload, helpDocDeleteFile, helpDocDownload];
