import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useLocale, useTranslations } from 'next-intl';
import { levelsOfCategory, type PostCategory } from '@/lib/domain/codes';
import { useCodeLists } from '@/components/ui/useCodeLists';
import LineCard from '@/components/views/jobmanage/LineCard';
import FieldGrid from '@/components/views/recruit/FieldGrid';
import { PERSON } from '@/components/views/recruit/fields';
import { fromIdNumber } from '@/components/views/recruit/personFields';
import { defaultEntryMethod } from '@/lib/contracts/exchange';
import { entryMethodChoices, exchangeRowErrors, newPersonErrors, type ExchangeRow } from './exchangeForm';

interface Props {
  rows: ExchangeRow[];
  /** Arrivals choose the establishment and post at the receiving unit. */
  arriving: boolean;
  /** For an arrival from outside the system, its exchange mode: each line then chooses its way of entry (进入方式). */
  entryFor?: string;
  touched: boolean;
  serverErrors: Record<string, string>;
  setRow(i: number, patch: Partial<ExchangeRow>): void;
  remove(i: number): void;
}

const LISTS = ['exchangeReason', 'entryMethod', 'estabType', 'postCategory', 'postLevel', 'gender', 'ethnicity', 'politicalStatus', 'education', 'degree'];

/** The persons of an exchange: why, from when, and for an arrival the establishment and post they take. */
export default function ExchangeLines({ rows, arriving, entryFor, touched, serverErrors, setRow, remove }: Props) {
  const t = useTranslations('exchange');
  const locale = useLocale();
  const { options, label } = useCodeLists(LISTS);
  const errorOf = (i: number, k: keyof ExchangeRow) => {
    const key = touched ? exchangeRowErrors(rows[i])[k] : undefined;
    return key ? t(`errors.${key}`) : serverErrors[`${i}.${k}`];
  };
  const select = (i: number, k: keyof ExchangeRow, list: string, optional: boolean, choices?: string[], unchanged = t('field.unchanged')) => (
    <TextField
      select size="small" fullWidth required={!optional} label={t(`field.${k}`)} value={rows[i][k] as string}
      error={Boolean(errorOf(i, k))} helperText={errorOf(i, k)}
      onChange={(e) => setRow(i, k === 'toPostCategory' ? { toPostCategory: e.target.value, toPostLevel: '' } : { [k]: e.target.value })}
      slotProps={{ htmlInput: { 'data-testid': `line-${i}-${k}` } }}
    >
      {optional && <MenuItem value="">{unchanged}</MenuItem>}
      {options(list).filter((o) => (o.selectable || o.code === rows[i][k]) && (!choices || choices.includes(o.code))).map((o) => (
        <MenuItem key={o.code} value={o.code}>{locale === 'en' ? o.en : o.zh}</MenuItem>
      ))}
    </TextField>
  );
  const caption = (r: ExchangeRow) => [r.person.unitName, r.person.estabType && label('estabType', r.person.estabType), r.person.postLevel && label('postLevel', r.person.postLevel)]
    .filter(Boolean).join(' · ');
  return (
    <Stack spacing={1.5} sx={{ mt: 2 }}>
      {rows.map((r, i) => (
        <LineCard
          key={r.personId} index={i} name={r.newPerson ? r.newPerson.name || t('editor.newPerson') : r.person.name}
          idNumber={r.newPerson ? r.newPerson.idNumber ?? '' : r.person.idNumber} caption={r.newPerson ? t('editor.described') : caption(r)} testId={`exchange-line-${i}`}
          removeLabel={t('editor.remove')} onRemove={() => remove(i)} personError={serverErrors[`${i}.personId`]}
        >
          {r.newPerson && (
            <>
              <FieldGrid
                specs={PERSON} values={r.newPerson} errors={touched ? newPersonErrors(r) : {}} options={options} testPrefix={`line-${i}-newPerson`}
                onChange={(name, value) => setRow(i, { newPerson: fromIdNumber(name, value, { ...r.newPerson!, [name]: value }) })}
              />
              {serverErrors[`${i}.newPerson`] && <Alert severity="error">{serverErrors[`${i}.newPerson`]}</Alert>}
            </>
          )}
          {select(i, 'reason', 'exchangeReason', false)}
          <TextField
            size="small" fullWidth required type="date" label={t('field.effectiveDate')} value={r.effectiveDate}
            error={Boolean(errorOf(i, 'effectiveDate'))} helperText={errorOf(i, 'effectiveDate')}
            onChange={(e) => setRow(i, { effectiveDate: e.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `line-${i}-effectiveDate` } }}
          />
          {entryFor !== undefined && select(i, 'entryMethod', 'entryMethod', true, entryMethodChoices(entryFor), t('field.entryMethodByMode', {
            method: label('entryMethod', defaultEntryMethod(entryFor)),
          }))}
          {arriving && select(i, 'toEstabType', 'estabType', !r.newPerson)}
          {arriving && select(i, 'toPostCategory', 'postCategory', true)}
          {arriving && r.toPostCategory && select(i, 'toPostLevel', 'postLevel', false, levelsOfCategory(r.toPostCategory as PostCategory))}
          <TextField
            size="small" fullWidth label={t('field.note')} value={r.note} error={Boolean(errorOf(i, 'note'))} helperText={errorOf(i, 'note')}
            onChange={(e) => setRow(i, { note: e.target.value })} slotProps={{ htmlInput: { 'data-testid': `line-${i}-note`, maxLength: 500 } }}
          />
        </LineCard>
      ))}
    </Stack>
  );
}
