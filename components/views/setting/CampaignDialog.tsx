import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { CAMPAIGN_TYPES, type CampaignItem, type CampaignType } from '@/lib/contracts/campaign';
import { saveCampaign } from '@/lib/client/api/campaign';
import { departmentKeys, getDepartmentTree } from '@/lib/client/api/department';
import { useAclStore } from '@/lib/client/stores/acl';
import { message } from '@/lib/client/stores/messages';
import { today } from '@/lib/domain/datetime';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import { useRepeatClickGuard } from '@/components/ui/useRepeatClickGuard';
import DateInput from '../company/person/fields/DateInput';
import { filingTypeName } from '../check/filingTypes';
import { campaignErrors, type CampaignFormValues } from './campaignForm';

interface Props {
  /** The campaign to edit; null sets a new one. */
  campaign: CampaignItem | null;
  onClose(): void;
  onSaved(campaign: CampaignItem): void;
}

const valuesOf = (c: CampaignItem | null, admin: boolean): CampaignFormValues => ({
  filingType: c?.filingType ?? 'ASSESSMENT_REPORT', year: String(c?.year ?? today().slice(0, 4)), deadline: c?.deadline ?? '', note: c?.note ?? '',
  ...(admin ? { regionCode: c?.regionCode ?? '' } : {}),
});

/**
 * Sets or edits a campaign: its round, year, deadline and note, and for the admin its region (all regions, or one with those
 * below it; the bureau's are its own region); asks before dropping what was typed.
 */
export default function CampaignDialog({ campaign, onClose, onSaved }: Props) {
  const t = useTranslations('setting.campaign');
  const tUi = useTranslations('ui');
  const locale = useLocale();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const admin = useAclStore((s) => s.admin);
  const tree = useQuery({ queryKey: departmentKeys.tree(), queryFn: getDepartmentTree, enabled: admin });
  const regions = tree.data?.regions ?? [];
  const [initial] = useState(() => valuesOf(campaign, admin));
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [server, setServer] = useState<{ field?: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const errors = touched ? campaignErrors(values) : {};
  const help = (f: keyof CampaignFormValues) => (errors[f] ? t(`errors.${errors[f]}`) : server?.field === f ? server.message : undefined);
  const set = (patch: Partial<CampaignFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const changed = (Object.keys(values) as (keyof CampaignFormValues)[]).some((k) => values[k] !== initial[k]);
  const close = () => (busy ? undefined : changed ? setDiscarding(true) : onClose());

  const saving = useRepeatClickGuard(save);
  async function save() {
    setTouched(true);
    setServer(null);
    if (Object.keys(campaignErrors(values)).length) return;
    setBusy(true);
    try {
      const answer = await saveCampaign({
        ...(campaign ? { id: campaign.id, version: campaign.version } : {}),
        filingType: values.filingType as CampaignType, year: Number(values.year), deadline: values.deadline, note: values.note.trim() || null,
        ...(values.regionCode === undefined ? {} : { regionCode: values.regionCode || null }),
      });
      if (answer.kind === 'done') {
        message.success(campaign ? t('saved') : t('created'));
        onSaved(answer.data);
        return;
      }
      // A refusal of one field (a second campaign of the type and year) shows under it, without the field's name.
      const field = answer.kind === 'refused' ? (answer.data.field as string | undefined) : undefined;
      setServer({ field, message: field ? answer.message.replace(/^[\w.]+: /, '') : answer.message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={close} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="campaign-title">
      <DialogTitle id="campaign-title">{campaign ? t('edit') : t('create')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }} component="form" noValidate id="campaign-form" onSubmit={(e) => { e.preventDefault(); saving.run(); }}>
          {server && !server.field && <Alert severity="error" data-testid="campaign-error">{server.message}</Alert>}
          <TextField select label={t('type')} required value={values.filingType} error={Boolean(help('filingType'))} helperText={help('filingType')}
            onChange={(e) => set({ filingType: e.target.value })} slotProps={{ htmlInput: { 'data-testid': 'campaign-type' } }}>
            {CAMPAIGN_TYPES.map((type) => <MenuItem key={type} value={type}>{filingTypeName(type, locale)}</MenuItem>)}
          </TextField>
          <TextField label={t('year')} required value={values.year} error={Boolean(help('year'))} helperText={help('year')}
            onChange={(e) => set({ year: e.target.value })} slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4, 'data-testid': 'campaign-year' } }} />
          <DateInput name="deadline" label={t('deadline')} required value={values.deadline} error={help('deadline')} hint={t('deadlineHint')}
            onChange={(deadline) => set({ deadline })} />
          <TextField label={t('note')} value={values.note} multiline minRows={2} error={Boolean(help('note'))} helperText={help('note') ?? t('noteHint')}
            onChange={(e) => set({ note: e.target.value })} slotProps={{ htmlInput: { 'data-testid': 'campaign-note' } }} />
          {values.regionCode !== undefined && (
            <TextField select label={t('region')} value={values.regionCode} error={Boolean(help('regionCode'))} helperText={help('regionCode') ?? t('regionHint')}
              onChange={(e) => set({ regionCode: e.target.value })}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'campaign-region' } }}>
              <MenuItem value="">{t('allRegions')}</MenuItem>
              {/* The campaign's own region while the regions load, so the field shows it. */}
              {campaign?.regionCode && !regions.some((r) => r.code === campaign.regionCode) && (
                <MenuItem value={campaign.regionCode}>{campaign.regionName ?? campaign.regionCode}</MenuItem>
              )}
              {regions.map((r) => (
                <MenuItem key={r.code} value={r.code} sx={{ pl: 2 + (r.level === 'CITY' ? 2 : r.level === 'COUNTY' ? 4 : 0) }}>{r.name}</MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>{tUi('cancel')}</Button>
        <Button type="submit" form="campaign-form" variant="contained" disabled={busy || saving.guarded} data-testid="campaign-save">{tUi('save')}</Button>
      </DialogActions>
      <ConfirmDialog open={discarding} title={t('discardTitle')} confirmText={t('discard')} danger onConfirm={onClose} onClose={() => setDiscarding(false)}>
        {t('discardText')}
      </ConfirmDialog>
    </Dialog>
  );
}
