import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface Field {
  key: string;
  label: string;
  value: string | number | null | undefined;
}

/** Label above value, in as many columns as the width allows. */
export default function FieldGrid({ fields, testId }: { fields: Field[]; testId?: string }) {
  return (
    <Box data-testid={testId} component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
      {fields.map((f) => (
        <Box key={f.key}>
          <Typography component="dt" variant="body2" color="text.secondary">{f.label}</Typography>
          <Typography component="dd" sx={{ m: 0, wordBreak: 'break-all' }} data-field={f.key}>
            {f.value === null || f.value === undefined || f.value === '' ? '—' : f.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
