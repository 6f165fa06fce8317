import { z } from 'zod';
import { endpoint, fileResponse } from './endpoint';
import { base64File, id, requiredLine } from './primitives';

export const attachmentItem = z.object({
  id: z.number().int(),
  filingId: z.number().int(),
  category: z.string(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
  sha256: z.string(),
  uploadedAt: z.string(),
  uploadedBy: z.string(),
});
export type AttachmentItem = z.infer<typeof attachmentItem>;

export const attachmentUpload = endpoint({
  method: 'POST', path: '/Attachment/upload', tag: 'filing', access: ['jc', 'zg'], audit: 'attachment.upload',
  errors: [404, 422],
  summary: 'Attaches a file (base64; pdf, jpg, png, ofd, doc(x), xls(x); at most 20 MB; content checked against the type) to an editable filing.',
  maxBodyBytes: 28 * 1024 * 1024,
  body: z.object({
    filingId: id('备案'),
    category: requiredLine(40, '附件类目'),
    fileName: requiredLine(200, '文件名'),
    content: base64File(28 * 1024 * 1024),
  }),
  response: attachmentItem,
});

export const attachmentList = endpoint({
  method: 'POST', path: '/Attachment/getList', tag: 'filing', access: ['jc', 'zg', 'rsj', 'admin'],
  errors: [404],
  summary: 'The attachments of a filing the caller may see, the categories it requires now (its type\'s and those its lines call for) and every category it accepts (其他材料 included).',
  body: z.object({ filingId: id('备案') }),
  response: z.object({ list: z.array(attachmentItem), required: z.array(z.string()), categories: z.array(z.string()) }),
});

export const attachmentDownload = endpoint({
  method: 'POST', path: '/Attachment/download', tag: 'filing', access: ['jc', 'zg', 'rsj', 'admin'], audit: 'attachment.download',
  errors: [404],
  summary: 'The file itself (not an envelope) of an attachment of a filing the caller may see.',
  body: z.object({ id: id('附件') }),
  response: fileResponse,
});

export const attachmentDelete = endpoint({
  method: 'POST', path: '/Attachment/delete', tag: 'filing', access: ['jc', 'zg'], audit: 'attachment.delete',
  errors: [404, 422],
  summary: 'Removes an attachment from a filing that is still editable.',
  body: z.object({ id: id('附件') }),
  response: z.null(),
});
