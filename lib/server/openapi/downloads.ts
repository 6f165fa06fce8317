import 'server-only';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PDF = 'application/pdf';
/** The types an uploaded attachment, published file or help document may be (lib/domain/fileType). */
const ATTACHMENT = [PDF, 'image/png', 'image/jpeg', 'application/ofd', 'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/vnd.ms-excel', XLSX];
/** An avatar (lib/domain/avatar). */
const IMAGE = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * The media types of each endpoint that answers a file (lib/server/download `fileDownload`) instead of the envelope:
 * the xlsx workbooks of the exports and the import template, the rendered PDFs, stored files as they were uploaded,
 * and the icons.
 */
const MEDIA_TYPES: Record<string, string[]> = {
  '/userInfo/avatar': IMAGE,
  '/Person/importTemplate': [XLSX],
  '/Person/export': [XLSX],
  '/Company/unitTemplate': [XLSX],
  '/Company/importUnitsRejected': [XLSX],
  '/Person/historyTemplate': [XLSX],
  '/Person/importHistoryRejected': [XLSX],
  '/userInfo/createUnitAccounts': [XLSX],
  '/SystemLog/export': [XLSX],
  '/Filing/printPdf': [PDF],
  '/Report/jobChangeSheetPdf': [PDF],
  '/Attachment/download': ATTACHMENT,
  '/CommonFile/download': ATTACHMENT,
  '/HelpDoc/download': ATTACHMENT,
  '/remixIcon/svg': ['image/svg+xml'],
};

/** The media types a download endpoint answers; a report export is a workbook. Undefined for an unknown one. */
export function downloadMediaTypes(path: string): string[] | undefined {
  return MEDIA_TYPES[path] ?? (/^\/Report\/\w+Export$/.test(path) ? [XLSX] : undefined);
}
