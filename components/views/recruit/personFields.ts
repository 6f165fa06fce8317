import { parseIdCard } from '@/lib/domain/idCard';
import { today } from '@/lib/domain/datetime';
import type { FormValues } from './fields';

/** A complete, valid ID number fills in the birth date and gender it encodes (GB 11643). */
export function fromIdNumber(name: string, value: string, values: FormValues): FormValues {
  if (name !== 'idNumber') return values;
  const parsed = parseIdCard(value, today());
  if (!parsed.ok) return values;
  return { ...values, idNumber: value.trim().toUpperCase(), birthDate: parsed.info.birthDate, gender: parsed.info.gender === 'M' ? '1' : '2' };
}
