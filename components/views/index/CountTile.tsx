import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

interface Props {
  label: string;
  count: number;
  /** The filtered list holding the counted rows. */
  to: string;
  testId: string;
  /** Draws the eye: red when something is overdue or failing. */
  tone?: 'error' | 'warning';
}

/** One count of the workbench, opening the list of what it counts. */
export default function CountTile({ label, count, to, testId, tone }: Props) {
  const color = count > 0 && tone ? `${tone}.main` : count > 0 ? 'primary.main' : 'text.secondary';
  return (
    <Paper variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink} to={to} data-testid={testId}
        sx={{ p: 1.5, height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'flex-start', justifyContent: 'space-between' }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.3 }}>{label}</Typography>
        <Typography variant="h4" component="span" sx={{ fontWeight: 600, color, mt: 0.5 }} data-testid={`${testId}-count`}>{count}</Typography>
      </CardActionArea>
    </Paper>
  );
}
