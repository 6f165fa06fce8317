import { checkForm, failureKeys, type FormSchema } from '@/lib/domain/formRules';
import { MIN_PASSWORD_LENGTH } from '@/lib/domain/validators';

export interface TransferForm {
  payer: string;
  payee: string;
  payeeName: string;
  /** As typed, yuan with at most two decimals. */
  amount: string;
  password: string;
}

export const emptyTransfer: TransferForm = { payer: '', payee: '', payeeName: '', amount: '', password: '' };

export const AMOUNT_MAX = 50000;

export type TransferErrors = Partial<Record<keyof TransferForm, string>>;

const TRANSFER: FormSchema<TransferForm> = {
  payer: { required: true, message: 'choose' },
  payee: { trim: true, required: true, custom: (v) => !/^\d{16,19}$/.test(String(v).replace(/\s/g, '')) && 'account' },
  payeeName: { trim: true, required: true, type: 'name', message: { type: 'name' } },
  amount: {
    required: true, type: 'number', min: 0.01, max: AMOUNT_MAX, pattern: /^\d+(\.\d{1,2})?$/,
    message: { type: 'amount', min: 'amount', pattern: 'amount', max: 'amountMax' },
  },
};

/** The checks of the first step: who pays whom how much. */
export const transferErrors = (f: TransferForm): TransferErrors => failureKeys(checkForm(f, TRANSFER));

/** The check of the confirmation step: a payment password of at least 6 characters. */
export const confirmErrors = (f: TransferForm): TransferErrors =>
  failureKeys(checkForm(f, { password: { required: true, min: MIN_PASSWORD_LENGTH, message: { min: 'password' } } }));
