import type { TableRow } from '@/lib/contracts/mock/table';

export type RowField = 'title' | 'author' | 'rate' | 'description';
/** Message keys (demo.table.errors) per field; a field without one is valid. */
export type RowErrors = Partial<Record<RowField, 'required' | 'titleLength' | 'authorLength' | 'rateRange' | 'descriptionLength'>>;

export const TITLE_MAX = 50;
export const AUTHOR_MAX = 20;
export const DESCRIPTION_MAX = 200;

/** The checks of the table row editors (dialog and inline). */
export function rowErrors(row: Pick<TableRow, RowField>): RowErrors {
  const errors: RowErrors = {};
  const title = row.title.trim();
  if (!title) errors.title = 'required';
  else if (title.length > TITLE_MAX) errors.title = 'titleLength';
  const author = row.author.trim();
  if (!author) errors.author = 'required';
  else if (author.length > AUTHOR_MAX) errors.author = 'authorLength';
  if (!Number.isInteger(row.rate) || row.rate < 1 || row.rate > 5) errors.rate = 'rateRange';
  if (row.description.length > DESCRIPTION_MAX) errors.description = 'descriptionLength';
  return errors;
}
