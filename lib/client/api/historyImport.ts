import type { BodyOf } from '@/lib/contracts/endpoint';
import { historyImport, historyImportRejected, historyImportTemplate } from '@/lib/contracts/historyImport';
import { downloadFile } from '../download';
import { callEnvelope } from './call';

/** The import answers its envelope: a dry run's report, or a refused commit's report under 422, is shown in the dialog. */
export const importHistory = (body: BodyOf<typeof historyImport>) => callEnvelope(historyImport, body);
export const downloadHistoryTemplate = () => downloadFile(historyImportTemplate, undefined, 'history-import-template.xlsx');
export const downloadRejectedHistory = (body: BodyOf<typeof historyImportRejected>) => downloadFile(historyImportRejected, body, 'history-import-rejected.xlsx');
