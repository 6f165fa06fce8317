import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { FilingDetail, Violation } from '@/lib/contracts/filing';
import RepeatClickButton from '@/components/ui/RepeatClickButton';
import RuleCodeHint from './RuleCodeHint';
import { useFindingSentence } from './useFindingSentence';

interface Props {
  warnings: Violation[];
  /** The filing submitted, to name its lines by person or post level. */
  filing?: Pick<FilingDetail, 'lines' | 'linePersons'>;
  busy: boolean;
  /** Return the submission's promise: the button then ignores further clicks until its answer. */
  onConfirm(codes: string[]): unknown;
  onClose(): void;
}

/**
 * The WARN findings a submission must acknowledge one by one (domain.md §1), each a sentence with its rule code in a
 * tooltip; the codes are recorded with it. The page shows these warnings only here while the dialog is open.
 */
export default function AcknowledgeDialog({ warnings, filing, busy, onConfirm, onClose }: Props) {
  const t = useTranslations('filing');
  const tUi = useTranslations('ui');
  const sentence = useFindingSentence(filing);
  const [checked, setChecked] = useState<string[]>([]);
  const codes = [...new Set(warnings.map((w) => w.code))];
  const all = codes.every((c) => checked.includes(c));
  const toggle = (code: string) => setChecked((now) => (now.includes(code) ? now.filter((c) => c !== code) : [...now, code]));
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="ack-title">
      <DialogTitle id="ack-title">{t('ack.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1.5 }}>{t('ack.intro')}</DialogContentText>
        <Stack spacing={0.5}>
          {warnings.map((w, i) => (
            <Stack key={`${w.code}-${i}`} direction="row" spacing={1} sx={{ alignItems: 'center' }} data-code={w.code}>
              <FormControlLabel
                sx={{ flex: 1, mr: 0 }}
                control={<Checkbox checked={checked.includes(w.code)} onChange={() => toggle(w.code)} data-testid={`ack-${w.code}`} />}
                label={sentence(w)}
              />
              <RuleCodeHint code={w.code} />
            </Stack>
          ))}
        </Stack>
        {!all && <FormHelperText>{t('ack.all')}</FormHelperText>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{tUi('cancel')}</Button>
        <RepeatClickButton variant="contained" disabled={!all || busy} onClick={() => onConfirm(codes)} data-testid="ack-confirm">{t('ack.confirm')}</RepeatClickButton>
      </DialogActions>
    </Dialog>
  );
}
