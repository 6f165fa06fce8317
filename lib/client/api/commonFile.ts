import type { BodyOf } from '@/lib/contracts/endpoint';
import { commonFileDelete, commonFileDownload, commonFileList, commonFilePublish, commonFileUpdate, type CommonFileItem } from '@/lib/contracts/commonFile';
import { downloadFile } from '../download';
import { call, callEnvelope } from './call';
import { fileToBase64 } from './fileUpload';
import { readAnswer } from './outcome';

export type CommonFileQuery = BodyOf<typeof commonFileList>;
export type CommonFileDraft = { id?: number; version?: number; category: CommonFileItem['category']; title: string; description: string; file?: File };

export const commonFileKeys = {
  all: ['commonFile'] as const,
  list: (q: CommonFileQuery) => [...commonFileKeys.all, 'list', q] as const,
};

export const getCommonFiles = (q: CommonFileQuery) => call(commonFileList, q);

/** Publish a new file or change one (replacing its file when one is chosen). */
export async function saveCommonFile(d: CommonFileDraft) {
  const upload = d.file ? { fileName: d.file.name, content: await fileToBase64(d.file) } : {};
  const fields = { category: d.category, title: d.title, description: d.description };
  const envelope = d.id
    ? await callEnvelope(commonFileUpdate, { id: d.id, version: d.version!, ...fields, ...upload })
    : await callEnvelope(commonFilePublish, { ...fields, fileName: upload.fileName ?? '', content: upload.content ?? '' });
  return readAnswer<CommonFileItem>(envelope);
}

export const deleteCommonFile = async (id: number) => readAnswer<null>(await callEnvelope(commonFileDelete, { id }));
export const downloadCommonFile = (f: CommonFileItem) => downloadFile(commonFileDownload, { id: f.id }, f.fileName);
