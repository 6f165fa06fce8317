import type { BodyOf } from '@/lib/contracts/endpoint';
import { unitImport, unitImportRejected, unitImportTemplate } from '@/lib/contracts/unitImport';
import { downloadFile } from '../download';
import { callEnvelope } from './call';

/** The import answers its envelope: a dry run's report, or a refused commit's report under 422, is shown in the dialog. */
export const importUnits = (body: BodyOf<typeof unitImport>) => callEnvelope(unitImport, body);
export const downloadUnitTemplate = () => downloadFile(unitImportTemplate, undefined, 'unit-import-template.xlsx');
export const downloadRejectedUnits = (body: BodyOf<typeof unitImportRejected>) => downloadFile(unitImportRejected, body, 'unit-import-rejected.xlsx');
