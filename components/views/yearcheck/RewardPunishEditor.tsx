import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { levelsOfCategory, postLevelNo, type PostCategory } from '@/lib/domain/codes';
import { ESCALATING_TYPES, punishPeriod } from '@/lib/domain/rewardPunish';
import RemixIcon from '@/components/shell/RemixIcon';
import { useCodeLists } from '@/components/ui/useCodeLists';
import type { FilingEditorProps } from '@/components/views/filing/editors';
import FilingEditorDialog from '@/components/views/filing/FilingEditorDialog';
import PersonPicker from '@/components/views/identity/PersonPicker';
import { newRpRow, rpPayloadOf, rpRowErrors, rpRowsOf, typesOf, type RpRow } from './rewardPunishForm';

const LISTS = ['rewardType', 'punishType', 'postLevel'];
const FIELD = /^lines\.(\d+)\.payload\.(\w+)$|^lines\[(\d+)\]\.(\w+)$/;

/** 奖惩 entry form: a summary, then one card per reward or punishment with its decision; a demotion or expulsion goes on to rsj. */
export default function RewardPunishEditor({ filing, onClose }: FilingEditorProps) {
  const t = useTranslations('yearcheck.rp');
  const { label } = useCodeLists(LISTS);
  const [summary, setSummary] = useState(() => String(filing?.header.summary ?? ''));
  const [rows, setRows] = useState<RpRow[]>(() => (filing ? rpRowsOf(filing) : []));
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const setRow = (i: number, patch: Partial<RpRow>) => {
    setRows((all) => all.map((r, n) => (n === i ? { ...r, ...patch } : r)));
    setServerErrors({});
  };
  const onFieldError = useCallback((field: string, message: string) => {
    const m = FIELD.exec(field);
    setServerErrors(m ? { [`${m[1] ?? m[3]}.${m[2] ?? m[4]}`]: message } : { summary: message });
  }, []);
  const errorOf = (i: number, k: keyof RpRow) => {
    const key = touched ? rpRowErrors(rows[i])[k] : undefined;
    return key ? t(`errors.${key}`) : serverErrors[`${i}.${k}`];
  };

  const content = () => {
    setTouched(true);
    if (!rows.length || rows.some((r) => Object.keys(rpRowErrors(r)).length)) return null;
    return {
      year: Number((rows[0].decisionDate || '').slice(0, 4)) || undefined,
      header: { summary: summary.trim() || null },
      lines: rows.map((r) => ({ personId: r.personId, payload: rpPayloadOf(r) })),
    };
  };

  const text = (i: number, k: keyof RpRow, extra: { required?: boolean; type?: string; max?: number } = {}) => (
    <TextField
      size="small" fullWidth required={extra.required} type={extra.type} label={t(`field.${k}`)} value={rows[i][k] as string}
      error={Boolean(errorOf(i, k))} helperText={errorOf(i, k)} onChange={(e) => setRow(i, { [k]: e.target.value })}
      slotProps={{ inputLabel: extra.type ? { shrink: true } : undefined, htmlInput: { 'data-testid': `rp-${i}-${k}`, maxLength: extra.max } }}
    />
  );
  const escalates = rows.some((r) => ESCALATING_TYPES.includes(r.rpType));

  return (
    <FilingEditorDialog filingType="REWARD_PUNISH" title={t('editor.title')} hint={t('editor.hint')} filing={filing} content={content} onFieldError={onFieldError} onClose={onClose}>
      <TextField
        fullWidth size="small" multiline minRows={2} label={t('field.summary')} value={summary} error={Boolean(serverErrors.summary)} helperText={serverErrors.summary}
        onChange={(e) => setSummary(e.target.value)} slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'rp-summary' } }}
      />
      <Typography variant="subtitle1" sx={{ mt: 3 }} gutterBottom>{t('editor.lines', { n: rows.length })}</Typography>
      <PersonPicker taken={rows.map((r) => r.personId)} filingId={filing?.id} onPick={(p) => setRows((all) => [...all, newRpRow(p.id, p)])} />
      {touched && !rows.length && <Alert severity="error" sx={{ mt: 1 }}>{t('errors.noLines')}</Alert>}
      {escalates && <Alert severity="info" sx={{ mt: 1 }} data-testid="rp-escalates">{t('editor.escalates')}</Alert>}
      <Stack spacing={1.5} sx={{ mt: 2 }}>
        {rows.map((r, i) => {
          const period = r.rpKind === 'PUNISH' && r.effectiveDate ? punishPeriod(r.rpType, r.effectiveDate) : null;
          const below = r.person.postCategory && r.person.postLevel
            ? levelsOfCategory(r.person.postCategory as PostCategory).filter((l) => (postLevelNo(l) ?? 0) > (postLevelNo(r.person.postLevel!) ?? 0))
            : [];
          return (
            <Paper key={r.personId} variant="outlined" sx={{ p: 1.5 }} data-testid={`rp-line-${i}`}>
              <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5, gap: 1 }}>
                <Typography variant="subtitle2" sx={{ flex: 1 }}>
                  {i + 1}. {r.person.name}{' '}
                  <Typography component="span" variant="caption" color="text.secondary">{[r.person.idNumber, label('postLevel', r.person.postLevel)].filter(Boolean).join(' · ')}</Typography>
                </Typography>
                <Tooltip title={t('editor.remove')}>
                  <IconButton size="small" aria-label={t('editor.remove')} onClick={() => setRows((all) => all.filter((_, n) => n !== i))}>
                    <RemixIcon name="delete-bin-line" size={18} />
                  </IconButton>
                </Tooltip>
              </Stack>
              {serverErrors[`${i}.personId`] && <Alert severity="error" sx={{ mb: 1 }}>{serverErrors[`${i}.personId`]}</Alert>}
              <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
                <TextField
                  select size="small" fullWidth required label={t('field.rpKind')} value={r.rpKind}
                  onChange={(e) => setRow(i, { rpKind: e.target.value as RpRow['rpKind'], rpType: '', demoteToLevel: '' })}
                  slotProps={{ htmlInput: { 'data-testid': `rp-${i}-rpKind` } }}
                >
                  <MenuItem value="REWARD">{t('kind.REWARD')}</MenuItem>
                  <MenuItem value="PUNISH">{t('kind.PUNISH')}</MenuItem>
                </TextField>
                <TextField
                  select size="small" fullWidth required label={t('field.rpType')} value={r.rpType} error={Boolean(errorOf(i, 'rpType'))} helperText={errorOf(i, 'rpType')}
                  onChange={(e) => setRow(i, { rpType: e.target.value })} slotProps={{ htmlInput: { 'data-testid': `rp-${i}-rpType` } }}
                >
                  {typesOf(r.rpKind).map((c) => <MenuItem key={c} value={c}>{label(r.rpKind === 'REWARD' ? 'rewardType' : 'punishType', c)}</MenuItem>)}
                </TextField>
                {text(i, 'rpName', { required: true, max: 100 })}
                {r.rpType === 'DEMOTE' && (
                  <TextField
                    select size="small" fullWidth required label={t('field.demoteToLevel')} value={r.demoteToLevel}
                    error={Boolean(errorOf(i, 'demoteToLevel'))} helperText={errorOf(i, 'demoteToLevel')}
                    onChange={(e) => setRow(i, { demoteToLevel: e.target.value })} slotProps={{ htmlInput: { 'data-testid': `rp-${i}-demoteToLevel` } }}
                  >
                    {below.map((l) => <MenuItem key={l} value={l}>{label('postLevel', l)}</MenuItem>)}
                  </TextField>
                )}
                {text(i, 'decisionDate', { required: true, type: 'date' })}
                {text(i, 'effectiveDate', { required: true, type: 'date' })}
                {text(i, 'approveOrg', { max: 100, required: r.rpKind === 'PUNISH' })}
                {text(i, 'docNo', { max: 100, required: r.rpKind === 'PUNISH' })}
              </Box>
              <Box sx={{ mt: 1.5 }}>{text(i, 'reason', { max: 500 })}</Box>
              {period && (
                <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 1 }} data-testid={`rp-${i}-period`}>
                  {t('editor.period', { months: period.months, end: period.endDate })}
                </Typography>
              )}
            </Paper>
          );
        })}
      </Stack>
    </FilingEditorDialog>
  );
}
