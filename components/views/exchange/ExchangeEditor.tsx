import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { EXCHANGE_MODES } from '@/lib/contracts/exchange';
import { exchangeKeys, getExchangeUnits } from '@/lib/client/api/exchange';
import { useCodeLists } from '@/components/ui/useCodeLists';
import type { FilingEditorProps } from '@/components/views/filing/editors';
import FilingEditorDialog from '@/components/views/filing/FilingEditorDialog';
import UnitPersonPicker from '@/components/views/jobmanage/UnitPersonPicker';
import {
  counterpartErrors, counterpartHeader, counterpartOf, entryMethodChoices, exchangePayload, exchangeRowsOf, NEW_COUNTERPART, newDescribedRow, newExchangeRow,
  onRecord, type Counterpart,
} from './exchangeForm';
import ExchangeLines from './ExchangeLines';
import PersonFinder from './PersonFinder';
import { useExchangeRows } from './useExchangeRows';

const OUTSIDE = [['unitName', 100, true], ['uscc', 18, false], ['region', 6, false], ['nature', 50, false]] as const;

/**
 * 人员交流 entry form (domain.md §2.5 RYJL). Within the system the receiving unit files and finds the person by name
 * and ID number; an arrival from outside names a person registered in 人员信息 beforehand or is described on its line
 * (someone reduced before is then found again by the ID number); a departure leaves the system.
 */
export default function ExchangeEditor({ filing, onClose }: FilingEditorProps) {
  const t = useTranslations('exchange');
  const locale = useLocale();
  const { options } = useCodeLists(['exchangeMode']);
  const units = useQuery({ queryKey: exchangeKeys.units(), queryFn: () => getExchangeUnits() });
  const [c, setC] = useState<Counterpart>(() => (filing ? counterpartOf(filing.header) : NEW_COUNTERPART));
  const lines = useExchangeRows(() => (filing ? exchangeRowsOf(filing) : []));
  const [touched, setTouched] = useState(false);
  const arriving = c.direction === 'IN';
  const inSystem = arriving && c.inSystem;

  /** A new direction or counterpart changes who may be named: the persons picked so far go. */
  const change = (patch: Partial<Counterpart>, keepsPersons = false) => {
    setC({ ...c, ...patch });
    if (!keepsPersons) lines.clear();
  };
  /** A placement mode fixes the way of entry: a line's choice it rules out goes back to the mode's own. */
  const changeMode = (exchangeMode: string) => {
    change({ exchangeMode }, true);
    const choices = entryMethodChoices(exchangeMode);
    lines.rows.forEach((r, i) => {
      if (r.entryMethod && !choices.includes(r.entryMethod)) lines.setRow(i, { entryMethod: '' });
    });
  };
  const headerErrors = touched ? counterpartErrors(c) : {};
  const headerError = (k: keyof Counterpart) => (headerErrors[k] ? t(`errors.${headerErrors[k]}`) : lines.serverErrors[k === 'unitId' ? 'counterpartUnitId' : k]);

  const content = () => {
    setTouched(true);
    if (Object.keys(counterpartErrors(c)).length || !lines.valid()) return null;
    return {
      subType: c.direction, header: counterpartHeader(c),
      lines: lines.rows.map((r) => ({ personId: onRecord(r) ? r.personId : undefined, payload: exchangePayload(r, arriving, !inSystem) })),
    };
  };

  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } };
  return (
    <FilingEditorDialog
      filingType="EXCHANGE" title={t('editor.title')} hint={t('editor.hint')} filing={filing}
      content={content} onFieldError={lines.onFieldError} onClose={onClose}
    >
      <Box sx={grid}>
        <TextField
          select size="small" required label={t('field.direction')} value={c.direction} onChange={(e) => change({ direction: e.target.value as 'IN' | 'OUT' })}
          slotProps={{ htmlInput: { 'data-testid': 'field-direction' } }}
        >
          <MenuItem value="IN">{t('direction.IN')}</MenuItem>
          <MenuItem value="OUT">{t('direction.OUT')}</MenuItem>
        </TextField>
        <TextField
          select size="small" required label={t('field.exchangeMode')} value={c.exchangeMode} error={Boolean(headerError('exchangeMode'))}
          helperText={headerError('exchangeMode')} onChange={(e) => changeMode(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'field-exchangeMode' } }}
        >
          {options('exchangeMode').filter((o) => (EXCHANGE_MODES as readonly string[]).includes(o.code)).map((o) => (
            <MenuItem key={o.code} value={o.code}>{locale === 'en' ? o.en : o.zh}</MenuItem>
          ))}
        </TextField>
        {arriving && (
          <FormControlLabel
            control={<Switch checked={c.inSystem} onChange={(e) => change({ inSystem: e.target.checked })} slotProps={{ input: { 'aria-label': t('field.inSystem') } }} />}
            label={t('field.inSystem')}
          />
        )}
      </Box>
      <Typography variant="subtitle1" sx={{ mt: 3 }} gutterBottom>{t(arriving ? 'editor.fromSection' : 'editor.toSection')}</Typography>
      {inSystem ? (
        <TextField
          select size="small" required fullWidth sx={{ maxWidth: 480 }} label={t('field.counterpartUnit')} value={c.unitId}
          error={Boolean(headerError('unitId'))} helperText={headerError('unitId') ?? t('editor.consentHint')}
          onChange={(e) => {
            const id = Number(e.target.value);
            change({ unitId: id, unitName: units.data?.find((u) => u.id === id)?.unitName ?? '' });
          }} slotProps={{ htmlInput: { 'data-testid': 'field-counterpartUnit' } }}
        >
          {(units.data ?? []).map((u) => <MenuItem key={u.id} value={u.id}>{u.unitName}</MenuItem>)}
        </TextField>
      ) : (
        <Box sx={grid}>
          {OUTSIDE.map(([k, max, required]) => (
            <TextField
              key={k} size="small" required={required} label={t(`field.counterpart.${k}`)} value={c[k]} error={Boolean(headerError(k))}
              helperText={headerError(k)} onChange={(e) => change({ [k]: e.target.value }, true)}
              slotProps={{ htmlInput: { 'data-testid': `field-counterpart-${k}`, maxLength: max } }}
            />
          ))}
        </Box>
      )}
      <Typography variant="subtitle1" sx={{ mt: 3 }} gutterBottom>{t('editor.linesSection', { n: lines.rows.length })}</Typography>
      {inSystem && c.unitId !== '' && (
        <PersonFinder unitId={c.unitId} taken={lines.rows.map((r) => r.personId)} onFound={(id, p, idNumber) => lines.add(newExchangeRow(id, p, idNumber))} />
      )}
      {inSystem && c.unitId === '' && <Alert severity="info">{t('editor.chooseUnitFirst')}</Alert>}
      {!inSystem && (
        <>
          {arriving && <Alert severity="info" sx={{ mb: 1.5 }}>{t('editor.outsideHint')}</Alert>}
          <UnitPersonPicker
            recordStatus={arriving ? 'DRAFT' : 'FILED'} taken={lines.rows.map((r) => r.personId)} filingId={filing?.id}
            onPick={(p) => lines.add(newExchangeRow(p.id, p))}
          />
          {arriving && (
            <Button
              variant="outlined" size="small" sx={{ mt: 1.5 }} data-testid="add-described-person"
              onClick={() => lines.add(newDescribedRow(Math.min(0, ...lines.rows.map((r) => r.personId)) - 1))}
            >
              {t('editor.addDescribed')}
            </Button>
          )}
        </>
      )}
      {touched && !lines.rows.length && <Alert severity="error" sx={{ mt: 1 }}>{t('errors.noLines')}</Alert>}
      <ExchangeLines
        rows={lines.rows} arriving={arriving} entryFor={arriving && !inSystem ? c.exchangeMode : undefined} touched={touched}
        serverErrors={lines.serverErrors} setRow={lines.setRow} remove={lines.remove}
      />
    </FilingEditorDialog>
  );
}
