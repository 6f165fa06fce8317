import { z } from 'zod';
import { endpoint, fileResponse, pageQuery, pageResult, type Endpoint } from './endpoint';
import { base64File, id, multiLine, requiredLine, singleLine, version } from './primitives';

/** What a published file is: a policy, a form template, a guide, or something else. */
export const COMMON_FILE_CATEGORIES = ['POLICY', 'TEMPLATE', 'GUIDE', 'OTHER'] as const;
export const commonFileCategory = z.enum(COMMON_FILE_CATEGORIES, { message: '请选择文件类别' });

export const commonFileItem = z.object({
  id: z.number().int(),
  category: commonFileCategory,
  title: z.string(),
  description: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  mime: z.string(),
  sha256: z.string(),
  publisher: z.string(),
  publishedAt: z.string(),
  /** The caller published it or is admin: may replace or delete it. */
  editable: z.boolean(),
  version: z.number().int(),
});
export type CommonFileItem = z.infer<typeof commonFileItem>;

const upload = {
  fileName: requiredLine(200, '文件名'),
  content: base64File(28 * 1024 * 1024),
};
const fields = {
  category: commonFileCategory,
  title: requiredLine(200, '文件标题'),
  description: multiLine(1000, '说明').default(''),
};
const UPLOAD_LIMIT = 28 * 1024 * 1024;

export const commonFileList = endpoint({
  method: 'POST', path: '/CommonFile/getList', tag: 'commonFile', access: 'user',
  summary: 'The files published to every unit (policies, templates), newest first, by category and title keyword.',
  body: pageQuery.extend({
    category: commonFileCategory.optional(),
    keyword: singleLine(50, '关键字').optional(),
  }),
  response: pageResult(commonFileItem),
});

export const commonFilePublish = endpoint({
  method: 'POST', path: '/CommonFile/publish', tag: 'commonFile', access: ['admin', 'rsj'], audit: 'commonFile.publish',
  errors: [422],
  summary: 'Publishes a file (base64; pdf, jpg, png, ofd, doc(x), xls(x); at most 20 MB; content checked against the type) to every unit.',
  maxBodyBytes: UPLOAD_LIMIT,
  body: z.object({ ...fields, ...upload }),
  response: commonFileItem,
});

export const commonFileUpdate = endpoint({
  method: 'POST', path: '/CommonFile/update', tag: 'commonFile', access: ['admin', 'rsj'], audit: 'commonFile.update',
  errors: [403, 404, 409, 422],
  summary: 'Changes the category, title or description of a file the caller published, and optionally replaces the file.',
  maxBodyBytes: UPLOAD_LIMIT,
  body: z.object({
    id: id('文件'), version: version(), ...fields,
    fileName: upload.fileName.optional(), content: upload.content.optional(),
  }).refine((b) => !b.content || Boolean(b.fileName), { message: '请选择文件', path: ['fileName'], params: { messageEn: 'is required with the file content' } }),
  response: commonFileItem,
});

export const commonFileDelete = endpoint({
  method: 'POST', path: '/CommonFile/delete', tag: 'commonFile', access: ['admin', 'rsj'], audit: 'commonFile.delete',
  errors: [403, 404],
  summary: 'Removes a file the caller published from the list of every unit.',
  body: z.object({ id: id('文件') }),
  response: z.null(),
});

export const commonFileDownload = endpoint({
  method: 'POST', path: '/CommonFile/download', tag: 'commonFile', access: 'user', audit: 'commonFile.download',
  errors: [404],
  summary: 'The published file itself (not an envelope).',
  body: z.object({ id: id('文件') }),
  response: fileResponse,
});

export const commonFileEndpoints: Endpoint[] = [commonFileList, commonFilePublish, commonFileUpdate, commonFileDelete, commonFileDownload];
