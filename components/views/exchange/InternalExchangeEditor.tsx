import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { INTERNAL_EXCHANGE_MODES } from '@/lib/contracts/exchange';
import { exchangeKeys, getExchangeUnits } from '@/lib/client/api/exchange';
import { useCodeLists } from '@/components/ui/useCodeLists';
import type { FilingEditorProps } from '@/components/views/filing/editors';
import FilingEditorDialog from '@/components/views/filing/FilingEditorDialog';
import UnitPersonPicker from '@/components/views/jobmanage/UnitPersonPicker';
import { exchangePayload, exchangeRowsOf, internalHeaderErrors, newExchangeRow, type InternalHeader } from './exchangeForm';
import ExchangeLines from './ExchangeLines';
import { useExchangeRows } from './useExchangeRows';

type UnitField = 'fromUnitId' | 'toUnitId';
const unitOf = (v: unknown): number | '' => (typeof v === 'number' ? v : '');

/** 内部人员交流 entry form (domain.md §2.5 NBJL): the competent authority moves persons between two of its units; its submission decides. */
export default function InternalExchangeEditor({ filing, onClose }: FilingEditorProps) {
  const t = useTranslations('exchange');
  const locale = useLocale();
  const { options } = useCodeLists(['exchangeMode']);
  const units = useQuery({ queryKey: exchangeKeys.units(true), queryFn: () => getExchangeUnits(true) });
  const [header, setHeader] = useState<InternalHeader>(() => ({
    fromUnitId: unitOf(filing?.header.fromUnitId), toUnitId: unitOf(filing?.header.toUnitId), exchangeMode: String(filing?.header.exchangeMode ?? ''),
  }));
  const lines = useExchangeRows(() => (filing ? exchangeRowsOf(filing) : []));
  const [touched, setTouched] = useState(false);
  const moves = header.exchangeMode !== 'SECONDMENT';

  const headerErrors = touched ? internalHeaderErrors(header) : {};
  const errorOf = (k: keyof InternalHeader) => (headerErrors[k] ? t(`errors.${headerErrors[k]}`) : lines.serverErrors[k]);

  const content = () => {
    setTouched(true);
    const { fromUnitId, toUnitId, exchangeMode } = header;
    if (fromUnitId === '' || toUnitId === '' || Object.keys(internalHeaderErrors(header)).length || !lines.valid()) return null;
    const nameOf = (id: number) => units.data?.find((u) => u.id === id)?.unitName ?? null;
    return { header: { fromUnitId, toUnitId, exchangeMode, fromUnitName: nameOf(fromUnitId), toUnitName: nameOf(toUnitId) }, lines: lines.rows.map((r) => ({ personId: r.personId, payload: exchangePayload(r, moves) })) };
  };

  const unitSelect = (k: UnitField) => (
    <TextField
      select size="small" required fullWidth label={t(`field.${k}`)} value={header[k]} error={Boolean(errorOf(k))} helperText={errorOf(k)}
      onChange={(e) => {
        setHeader({ ...header, [k]: Number(e.target.value) });
        if (k === 'fromUnitId') lines.clear();
      }}
      slotProps={{ htmlInput: { 'data-testid': `field-${k}` } }}
    >
      {(units.data ?? []).map((u) => <MenuItem key={u.id} value={u.id}>{u.unitName}</MenuItem>)}
    </TextField>
  );

  return (
    <FilingEditorDialog
      filingType="INTERNAL_EXCHANGE" title={t('internal.editorTitle')} hint={t('internal.editorHint')} filing={filing}
      content={content} onFieldError={lines.onFieldError} onClose={onClose}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 2fr 1fr' } }}>
        {unitSelect('fromUnitId')}
        {unitSelect('toUnitId')}
        <TextField
          select size="small" required label={t('field.exchangeMode')} value={header.exchangeMode} error={Boolean(errorOf('exchangeMode'))}
          helperText={errorOf('exchangeMode')} onChange={(e) => setHeader({ ...header, exchangeMode: e.target.value })}
          slotProps={{ htmlInput: { 'data-testid': 'field-exchangeMode' } }}
        >
          {options('exchangeMode').filter((o) => (INTERNAL_EXCHANGE_MODES as readonly string[]).includes(o.code)).map((o) => (
            <MenuItem key={o.code} value={o.code}>{locale === 'en' ? o.en : o.zh}</MenuItem>
          ))}
        </TextField>
      </Box>
      <Typography variant="subtitle1" sx={{ mt: 3 }} gutterBottom>{t('editor.linesSection', { n: lines.rows.length })}</Typography>
      {header.fromUnitId === '' ? <Alert severity="info">{t('internal.chooseFromFirst')}</Alert> : (
        <UnitPersonPicker
          unitId={header.fromUnitId} recordStatus="FILED" taken={lines.rows.map((r) => r.personId)} filingId={filing?.id}
          onPick={(p) => lines.add(newExchangeRow(p.id, p))}
        />
      )}
      {touched && !lines.rows.length && <Alert severity="error" sx={{ mt: 1 }}>{t('errors.noLines')}</Alert>}
      <ExchangeLines rows={lines.rows} arriving={moves} touched={touched} serverErrors={lines.serverErrors} setRow={lines.setRow} remove={lines.remove} />
    </FilingEditorDialog>
  );
}
