import { useCallback, useState } from 'react';
import { refusalTarget } from '@/components/views/jobmanage/jobManageForm';
import { exchangeRowErrors, type ExchangeRow } from './exchangeForm';

/** The persons of an exchange being edited, with the server's refusal of one field placed on its row or header field. */
export function useExchangeRows(initial: () => ExchangeRow[]) {
  const [rows, setRows] = useState<ExchangeRow[]>(initial);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const setRow = (i: number, patch: Partial<ExchangeRow>) => {
    setRows((all) => all.map((r, n) => (n === i ? { ...r, ...patch } : r)));
    setServerErrors({});
  };
  const onFieldError = useCallback((field: string, message: string) => {
    const target = refusalTarget(field);
    if (target) setServerErrors({ [target.row === null ? target.field : `${target.row}.${target.field}`]: message });
  }, []);
  return {
    rows, serverErrors, setRow, onFieldError,
    add: (row: ExchangeRow) => setRows((all) => [...all, row]),
    remove: (i: number) => setRows((all) => all.filter((_, n) => n !== i)),
    clear: () => setRows([]),
    valid: () => rows.length > 0 && rows.every((r) => !Object.keys(exchangeRowErrors(r)).length),
  };
}
