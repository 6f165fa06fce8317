import { isContactPhone } from '@/lib/domain/validators';

export interface Contact {
  contactName: string;
  contactPhone: string;
  remark: string;
}

/** The contact part of every filing (lib/contracts/filing.ts), as message keys of `filing.editor.errors`. */
export function contactErrors(c: Contact): Partial<Record<keyof Contact, string>> {
  const out: Partial<Record<keyof Contact, string>> = {};
  const name = c.contactName.trim();
  if (!name) out.contactName = 'contactNameRequired';
  else if (name.length > 30) out.contactName = 'contactNameTooLong';
  if (!isContactPhone(c.contactPhone.trim())) out.contactPhone = 'contactPhone';
  if (c.remark.length > 2000) out.remark = 'remarkTooLong';
  return out;
}
