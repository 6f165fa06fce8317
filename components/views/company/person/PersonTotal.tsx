import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';

/**
 * The person list's total: exact, or, when more persons match than the server counts by default, "10,000+" with a
 * button that asks for the whole count.
 */
export default function PersonTotal({ total, capped, counting, onCount }: {
  total: number | undefined; capped: boolean; counting: boolean; onCount: () => void;
}) {
  const t = useTranslations('person.list');
  return (
    <Stack direction="row" spacing={1} sx={{ ml: 'auto', alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary" data-testid="person-total">
        {total === undefined ? '' : capped ? t('totalCapped', { total }) : t('total', { total })}
      </Typography>
      {capped && (
        <Button size="small" onClick={onCount} disabled={counting} data-testid="person-count-all">
          {t('countAll')}
        </Button>
      )}
    </Stack>
  );
}
