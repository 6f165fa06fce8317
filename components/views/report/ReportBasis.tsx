import Typography from '@mui/material/Typography';

/** A report's 统计口径: who and what it counts, stated under its title so the figures can be read right. */
export default function ReportBasis({ text }: { text: string }) {
  return <Typography variant="body2" color="text.secondary" data-testid="report-basis" sx={{ whiteSpace: 'pre-line' }}>{text}</Typography>;
}
