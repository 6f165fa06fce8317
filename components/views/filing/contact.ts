import { checkForm, failureKeys, type FormSchema } from '@/lib/domain/formRules';

export interface Contact {
  contactName: string;
  contactPhone: string;
  remark: string;
}

const CONTACT: FormSchema<Contact> = {
  contactName: { trim: true, required: true, max: 30, message: { required: 'contactNameRequired', max: 'contactNameTooLong' } },
  contactPhone: { trim: true, required: true, type: 'contactPhone', message: 'contactPhone' },
  remark: { max: 2000, message: 'remarkTooLong' },
};

/** The contact part of every filing (lib/contracts/filing.ts), as message keys of `filing.editor.errors`. */
export const contactErrors = (c: Contact): Partial<Record<keyof Contact, string>> => failureKeys(checkForm(c, CONTACT));
