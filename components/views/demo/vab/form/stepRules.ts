import { isName, isPassword } from '@/lib/domain/validators';

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

/** The checks of the first step: who pays whom how much. */
export function transferErrors(f: TransferForm): TransferErrors {
  const e: TransferErrors = {};
  if (!f.payer) e.payer = 'choose';
  if (!f.payee.trim()) e.payee = 'required';
  else if (!/^\d{16,19}$/.test(f.payee.replace(/\s/g, ''))) e.payee = 'account';
  if (!f.payeeName.trim()) e.payeeName = 'required';
  else if (!isName(f.payeeName.trim())) e.payeeName = 'name';
  if (!f.amount) e.amount = 'required';
  else if (!/^\d+(\.\d{1,2})?$/.test(f.amount) || Number(f.amount) <= 0) e.amount = 'amount';
  else if (Number(f.amount) > AMOUNT_MAX) e.amount = 'amountMax';
  return e;
}

/** The check of the confirmation step. */
export function confirmErrors(f: TransferForm): TransferErrors {
  if (!f.password) return { password: 'required' };
  return isPassword(f.password) ? {} : { password: 'password' };
}
