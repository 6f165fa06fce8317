import 'server-only';
import { checkAttachment } from '@/lib/domain/fileType';
import { ApiError } from './errors';
import { compoundWith, ZIP_LIMITS, zipWith } from './fileFormats/containers';
import { checkJpeg, checkPng, checkWebp, MAX_IMAGE_MEGAPIXELS } from './fileFormats/images';
import { checkPdf } from './fileFormats/pdf';
import type { ContentRefusal, FormatCheck } from './fileFormats/refusal';

export type { ContentRefusal } from './fileFormats/refusal';

const CHECKS: Record<string, FormatCheck> = {
  pdf: checkPdf,
  png: checkPng,
  jpg: checkJpeg,
  jpeg: checkJpeg,
  webp: checkWebp,
  docx: zipWith(['[Content_Types].xml', 'word/document.xml']),
  xlsx: zipWith(['[Content_Types].xml', 'xl/workbook.xml']),
  ofd: zipWith(['OFD.xml']),
  doc: compoundWith(['WordDocument']),
  xls: compoundWith(['Workbook', 'Book']),
};

const extensionOf = (fileName: string) => (fileName.includes('.') ? fileName.toLowerCase().split('.').pop()! : '');

/**
 * Reads the whole file as the type its name declares (lib/domain only looks at the first bytes): null when it is
 * one, else why not. A type with no check here is refused.
 */
export async function inspectContent(fileName: string, bytes: Uint8Array): Promise<ContentRefusal | null> {
  const check = CHECKS[extensionOf(fileName)];
  return check ? check(bytes) : 'content';
}

const unpackedMb = ZIP_LIMITS.totalBytes / 1024 / 1024;
export const CONTENT_REFUSALS: Record<ContentRefusal, readonly [zh: string, en: string]> = {
  content: ['文件内容与类型不符', 'The file content does not match its type'],
  pdfBroken: ['PDF 文件已损坏或不完整，无法打开，请重新导出后上传', 'The PDF is damaged or incomplete and cannot be opened: export it again and upload that'],
  pdfEncrypted: ['PDF 文件已加密（设有密码或权限限制），请另存为未加密的 PDF 后上传', 'The PDF is encrypted (a password or permission restrictions): save it unencrypted and upload that'],
  imageTooLarge: [`图片尺寸过大（上限 ${MAX_IMAGE_MEGAPIXELS} 百万像素），请缩小后上传`, `The image is too large (at most ${MAX_IMAGE_MEGAPIXELS} megapixels): scale it down and upload it`],
  zipBomb: [`文件解压后过大（上限 ${unpackedMb} MB、压缩比 ${ZIP_LIMITS.ratio} 倍），已拒绝`, `The file unpacks too large (at most ${unpackedMb} MB and ${ZIP_LIMITS.ratio} times its size) and is refused`],
};

/** The refusal the user reads, naming the content field. */
export function contentRefused(refusal: ContentRefusal, status = 422): ApiError {
  const [zh, en] = CONTENT_REFUSALS[refusal];
  return new ApiError(status, zh, { field: 'content' }, en);
}

/** Refuses a file that is not wholly the type its name declares. */
export async function assertFileContent(fileName: string, bytes: Uint8Array): Promise<void> {
  const refusal = await inspectContent(fileName, bytes);
  if (refusal) throw contentRefused(refusal);
}

const ATTACHMENT_REFUSALS = {
  type: ['只能上传 pdf、jpg、png、ofd、doc(x)、xls(x) 格式的文件', 'Only pdf, jpg, png, ofd, doc(x) and xls(x) files can be uploaded'],
  content: CONTENT_REFUSALS.content,
  size: ['单个文件不能超过 20 MB', 'A file may not exceed 20 MB'],
  empty: ['文件内容为空', 'The file is empty'],
} as const;

/**
 * The MIME type of an attachment (a filing's, a published file, a help document's) whose name, size, first bytes
 * and whole content agree; otherwise a 422 naming the content field.
 */
export async function acceptAttachment(fileName: string, bytes: Uint8Array): Promise<string> {
  const checked = checkAttachment(fileName, bytes);
  if (!checked.ok) {
    const [zh, en] = ATTACHMENT_REFUSALS[checked.reason];
    throw new ApiError(422, zh, { field: 'content' }, en);
  }
  await assertFileContent(fileName, bytes);
  return checked.mime;
}
