import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attachmentDelete, attachmentDownload, attachmentList, attachmentUpload } from '@/lib/contracts/attachment';
import { downloadFile } from '../download';
import { call, callEnvelope } from './call';
import { filingKeys, outcomeOf } from './filing';
import { fileToBase64 } from './fileUpload';

export const attachmentKeys = {
  all: ['attachment'] as const,
  list: (filingId: number) => [...attachmentKeys.all, filingId] as const,
};

export const getAttachments = (filingId: number) => call(attachmentList, { filingId });

/** Uploads one file; the refusal (type, content, size, filing no longer editable) comes back as an outcome to show. */
export async function uploadAttachment(filingId: number, category: string, file: File) {
  const content = await fileToBase64(file);
  return outcomeOf<unknown>(await callEnvelope(attachmentUpload, { filingId, category, fileName: file.name, content }));
}

/** Saves an attachment to the user's disk. */
export const downloadAttachment = (id: number, name: string) => downloadFile(attachmentDownload, { id }, name);

/** Upload and delete refresh the list and the filing (its rule findings depend on the attachments). */
export function useAttachmentChange(filingId: number) {
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: attachmentKeys.list(filingId) });
    void client.invalidateQueries({ queryKey: filingKeys.detail(filingId) });
  };
  const upload = useMutation({ mutationFn: (v: { category: string; file: File }) => uploadAttachment(filingId, v.category, v.file), onSuccess: refresh });
  const remove = useMutation({ mutationFn: async (id: number) => outcomeOf<null>(await callEnvelope(attachmentDelete, { id })), onSuccess: refresh });
  return { upload, remove };
}
