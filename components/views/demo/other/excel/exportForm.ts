import { failureKey } from '@/lib/domain/formRules';

/** Excel 导出: a file name that is not blank, as a message key of `demo.excel`, or null. */
export const fileNameError = (name: string) => failureKey(name, { trim: true, required: true, message: 'nameRequired' });
