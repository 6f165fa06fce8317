import type { TableRow } from '@/lib/contracts/mock/table';
import { checkForm, failureKeys, type FormSchema } from '@/lib/domain/formRules';

export type RowField = 'title' | 'author' | 'rate' | 'description';
/** Message keys (demo.table.errors) per field; a field without one is valid. */
export type RowErrors = Partial<Record<RowField, 'required' | 'titleLength' | 'authorLength' | 'rateRange' | 'descriptionLength'>>;

export const TITLE_MAX = 50;
export const AUTHOR_MAX = 20;
export const DESCRIPTION_MAX = 200;

const ROW: FormSchema<Pick<TableRow, RowField>> = {
  title: { trim: true, required: true, max: TITLE_MAX, message: { max: 'titleLength' } },
  author: { trim: true, required: true, max: AUTHOR_MAX, message: { max: 'authorLength' } },
  rate: { required: true, type: 'integer', range: [1, 5], message: 'rateRange' },
  description: { max: DESCRIPTION_MAX, message: 'descriptionLength' },
};

/** The checks of the table row editors (dialog and inline). */
export const rowErrors = (row: Pick<TableRow, RowField>): RowErrors => failureKeys(checkForm(row, ROW)) as RowErrors;
