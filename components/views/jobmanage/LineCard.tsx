import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import RemixIcon from '@/components/shell/RemixIcon';

interface Props {
  index: number;
  name: string;
  idNumber: string;
  /** What the person holds now, under the name. */
  caption?: string;
  removeLabel: string;
  onRemove(): void;
  /** The server's refusal of the person itself (locked, reduced, not of the unit). */
  personError?: string;
  testId: string;
  children: ReactNode;
}

/** One person of a filing: who, what they hold now, the fields of the line, and a remove button. */
export default function LineCard({ index, name, idNumber, caption, removeLabel, onRemove, personError, testId, children }: Props) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid={testId}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5, gap: 1 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {index + 1}. {name} <Typography component="span" variant="caption" color="text.secondary">{idNumber}</Typography>
          {caption && <Typography component="div" variant="caption" color="text.secondary">{caption}</Typography>}
        </Typography>
        <Tooltip title={removeLabel}>
          <IconButton size="small" aria-label={removeLabel} onClick={onRemove} data-testid={`${testId}-remove`}>
            <RemixIcon name="delete-bin-line" size={18} />
          </IconButton>
        </Tooltip>
      </Stack>
      {personError && <Alert severity="error" sx={{ mb: 1 }}>{personError}</Alert>}
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>{children}</Box>
    </Paper>
  );
}
