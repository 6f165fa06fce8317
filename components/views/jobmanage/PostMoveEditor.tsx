import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import type { FilingDetail } from '@/lib/contracts/filing';
import { levelsOfCategory, type PostCategory } from '@/lib/domain/codes';
import { useCodeLists } from '@/components/ui/useCodeLists';
import FilingEditorDialog from '@/components/views/filing/FilingEditorDialog';
import PublicityPeriodFields, { publicityHeader, publicityValues } from '@/components/views/filing/PublicityPeriod';
import { moveRowErrors, movePayload, moveRowsOf, newMoveRow, NO_TARGET_KINDS, refusalTarget, type MoveRow } from './jobManageForm';
import LineCard from './LineCard';
import UnitPersonPicker from './UnitPersonPicker';

interface Props {
  filingType: 'POST_APPOINT' | 'POST_CHANGE';
  filing?: FilingDetail;
  onClose(): void;
}

/** GWPY names its kind appointKind (code list appointKind), GWBD changeKind (postChangeKind). */
const KIND = {
  POST_APPOINT: { field: 'appointKind', list: 'appointKind', prefix: 'appoint' },
  POST_CHANGE: { field: 'changeKind', list: 'postChangeKind', prefix: 'change' },
} as const;

/** The appointments published before approval (R-GEN-06): a promotion and a competition. */
export const PUBLISHED_KINDS: readonly string[] = ['PROMOTE', 'COMPETE'];

/** 岗位聘用 and 岗位变动 entry form: the kind of move, then one card per person with the post after it and its term. */
export default function PostMoveEditor({ filingType, filing, onClose }: Props) {
  const t = useTranslations('jobManage');
  const locale = useLocale();
  const kindOf = KIND[filingType];
  const { options, label } = useCodeLists([kindOf.list, 'postCategory', 'postLevel']);
  const [kind, setKind] = useState(() => String(filing?.header[kindOf.field] ?? ''));
  const [rows, setRows] = useState<MoveRow[]>(() => (filing ? moveRowsOf(filing) : []));
  const [publicity, setPublicity] = useState(() => publicityValues(filing?.header));
  const published = filingType === 'POST_APPOINT' && PUBLISHED_KINDS.includes(kind);
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const setRow = (i: number, patch: Partial<MoveRow>) => {
    setRows((all) => all.map((r, n) => (n === i ? { ...r, ...patch } : r)));
    setServerErrors({});
  };
  const onFieldError = useCallback((field: string, message: string) => {
    const target = refusalTarget(field);
    if (target) setServerErrors({ [target.row === null ? target.field : `${target.row}.${target.field}`]: message });
  }, []);
  const errorOf = (i: number, k: string) => {
    const key = touched ? moveRowErrors(kind, rows[i])[k] : undefined;
    return key ? t(`errors.${key}`) : serverErrors[`${i}.${k}`];
  };

  const content = () => {
    setTouched(true);
    if (!kind || !rows.length || rows.some((r) => Object.keys(moveRowErrors(kind, r)).length)) return null;
    return { header: { [kindOf.field]: kind, ...(published ? publicityHeader(publicity) : {}) }, lines: rows.map((r) => ({ personId: r.personId, payload: movePayload(kind, r) })) };
  };

  const select = (i: number, k: keyof MoveRow, list: string, choices: string[] | null) => (
    <TextField
      select size="small" fullWidth required label={t(`field.${k}`)} value={rows[i][k] as string}
      error={Boolean(errorOf(i, k))} helperText={errorOf(i, k)}
      onChange={(e) => setRow(i, k === 'toCategory' ? { toCategory: e.target.value, toLevel: '' } : k === 'secondCategory' ? { secondCategory: e.target.value, secondLevel: '' } : { [k]: e.target.value })}
      slotProps={{ htmlInput: { 'data-testid': `line-${i}-${k}` } }}
    >
      {options(list).filter((o) => (o.selectable || o.code === rows[i][k]) && (!choices || choices.includes(o.code))).map((o) => (
        <MenuItem key={o.code} value={o.code}>{locale === 'en' ? o.en : o.zh}</MenuItem>
      ))}
    </TextField>
  );
  const levels = (category: string) => (category ? levelsOfCategory(category as PostCategory) : []);
  const field = (i: number, k: 'appointStart' | 'appointEnd' | 'unitDocNo' | 'reason', required = false) => (
    <TextField
      size="small" fullWidth required={required} type={k.startsWith('appoint') ? 'date' : 'text'} label={t(`field.${k}`)} value={rows[i][k]}
      error={Boolean(errorOf(i, k))} helperText={errorOf(i, k)} onChange={(e) => setRow(i, { [k]: e.target.value })}
      slotProps={{ inputLabel: k.startsWith('appoint') ? { shrink: true } : undefined, htmlInput: { 'data-testid': `line-${i}-${k}`, maxLength: k === 'reason' ? 500 : 100 } }}
    />
  );
  const held = (r: MoveRow) => (r.person.postLevel ? label('postLevel', r.person.postLevel) : t('editor.noPost'));

  return (
    <FilingEditorDialog
      filingType={filingType} title={t(`${kindOf.prefix}.editorTitle`)} hint={t(`${kindOf.prefix}.editorHint`)} filing={filing}
      content={content} onFieldError={onFieldError} onClose={onClose}
    >
      <TextField
        select size="small" required sx={{ minWidth: 240 }} label={t(`field.${kindOf.field}`)} value={kind}
        error={touched && !kind} helperText={touched && !kind ? t('errors.kindRequired') : serverErrors[kindOf.field]}
        onChange={(e) => setKind(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'field-kind' } }}
      >
        {options(kindOf.list).map((o) => <MenuItem key={o.code} value={o.code}>{locale === 'en' ? o.en : o.zh}</MenuItem>)}
      </TextField>
      {published && (
        <Stack sx={{ mt: 2 }}>
          <PublicityPeriodFields value={publicity} onChange={(v) => { setPublicity(v); setServerErrors({}); }} errors={serverErrors} />
        </Stack>
      )}
      <Typography variant="subtitle1" sx={{ mt: 3 }} gutterBottom>{t('editor.linesSection', { n: rows.length })}</Typography>
      <UnitPersonPicker taken={rows.map((r) => r.personId)} filingId={filing?.id} onPick={(p) => setRows((all) => [...all, newMoveRow(p.id, p)])} />
      {touched && !rows.length && <Alert severity="error" sx={{ mt: 1 }}>{t('errors.noLines')}</Alert>}
      <Stack spacing={1.5} sx={{ mt: 2 }}>
        {rows.map((r, i) => (
          <LineCard
            key={r.personId} index={i} name={r.person.name} idNumber={r.person.idNumber} testId={`move-line-${i}`}
            caption={t('editor.holds', { post: held(r) })} removeLabel={t('editor.remove')}
            onRemove={() => setRows((all) => all.filter((_, n) => n !== i))} personError={serverErrors[`${i}.personId`] ?? serverErrors[`${i}.fromLevel`]}
          >
            {!NO_TARGET_KINDS.includes(kind) && select(i, 'toCategory', 'postCategory', null)}
            {!NO_TARGET_KINDS.includes(kind) && select(i, 'toLevel', 'postLevel', levels(r.toCategory))}
            {kind === 'DUAL_ADD' && select(i, 'secondCategory', 'postCategory', ['MANAGE', 'TECH'])}
            {kind === 'DUAL_ADD' && select(i, 'secondLevel', 'postLevel', levels(r.secondCategory))}
            {field(i, 'appointStart', true)}
            {field(i, 'appointEnd')}
            {field(i, 'unitDocNo')}
            {field(i, 'reason')}
          </LineCard>
        ))}
      </Stack>
    </FilingEditorDialog>
  );
}
