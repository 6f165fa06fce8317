import type { BodyOf } from '@/lib/contracts/endpoint';
import {
  helpDocDelete, helpDocDeleteFile, helpDocDetail, helpDocDownload, helpDocList, helpDocSave, helpDocUpload, type HelpDocItem,
} from '@/lib/contracts/helpDoc';
import { apiUrl } from '../apiBase';
import { downloadFile } from '../download';
import { useUserStore } from '../stores/user';
import { call, callEnvelope } from './call';
import { fileToBase64 } from './fileUpload';
import { readAnswer } from './outcome';

export type HelpDocQuery = BodyOf<typeof helpDocList>;
export type HelpDocDraft = BodyOf<typeof helpDocSave>;

export const helpDocKeys = {
  all: ['helpDoc'] as const,
  list: (q: HelpDocQuery) => [...helpDocKeys.all, 'list', q] as const,
  detail: (id: number) => [...helpDocKeys.all, 'detail', id] as const,
};

export const getHelpDocs = (q: HelpDocQuery) => call(helpDocList, q);
/** One document; a deleted or unknown one is shown by the page, not as a toast. */
export async function getHelpDoc(id: number): Promise<HelpDocItem> {
  const answer = readAnswer<HelpDocItem>(await callEnvelope(helpDocDetail, { id }));
  if (answer.kind !== 'done') throw new Error(answer.message);
  return answer.data;
}

export const saveHelpDoc = async (d: HelpDocDraft) => readAnswer<HelpDocItem>(await callEnvelope(helpDocSave, d));
export const deleteHelpDoc = async (id: number) => readAnswer<null>(await callEnvelope(helpDocDelete, { id }));
export async function uploadHelpDocFile(id: number, file: File, replaceFileId?: number) {
  const content = await fileToBase64(file);
  return readAnswer<HelpDocItem>(await callEnvelope(helpDocUpload, { id, fileName: file.name, content, replaceFileId }));
}
export const deleteHelpDocFile = async (id: number, fileId: number) => readAnswer<HelpDocItem>(await callEnvelope(helpDocDeleteFile, { id, fileId }));

export const downloadHelpDocFile = (id: number, file: { id: number; name: string }) =>
  downloadFile(helpDocDownload, { id, fileId: file.id, inline: false }, file.name);

/** A help document's PDF as an object URL to show in the page (the caller revokes it). */
export async function helpDocFileUrl(id: number, fileId: number): Promise<string> {
  const token = useUserStore.getState().token;
  const res = await fetch(apiUrl(helpDocDownload.path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ id, fileId, inline: true }),
    cache: 'no-store',
  });
  if (!res.ok || res.headers.get('content-type')?.includes('json')) throw new Error(String(res.status));
  return URL.createObjectURL(await res.blob());
}
