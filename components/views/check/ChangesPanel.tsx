import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { FilingDetail } from '@/lib/contracts/filing';
import { describePath, fieldOfPath } from './changePath';
import DetailSection from './DetailSection';
import { useFieldFormat } from './useFieldFormat';

/** What the last submission changed against the one before it, so a reviewer checks only the fixes. */
export default function ChangesPanel({ filing }: { filing: FilingDetail }) {
  const t = useTranslations('filing');
  const f = useFieldFormat();
  const changes = filing.changesSincePreviousSubmission;
  const labels = { field: f.fieldLabel, line: (n: number) => t('timeline.line', { n }) };
  const note = filing.submitCount === 0 ? t('detail.notSubmitted') : filing.submitCount === 1 ? t('detail.firstSubmission') : t('detail.noChanges');
  return (
    <DetailSection title={t('detail.changes')} testId="filing-changes">
      {changes.length === 0 ? (
        <Typography color="text.secondary">{note}</Typography>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('detail.changes')}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('detail.item')}</TableCell>
                <TableCell>{t('detail.before')}</TableCell>
                <TableCell>{t('detail.after')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {changes.map((c) => {
                const field = fieldOfPath(c.path);
                return (
                  <TableRow key={c.path} data-path={c.path}>
                    <TableCell sx={{ minWidth: 140 }}>{describePath(c.path, labels)}</TableCell>
                    <TableCell sx={{ color: 'text.secondary', textDecoration: 'line-through', minWidth: 100 }}>{f.value(field, c.before)}</TableCell>
                    <TableCell sx={{ fontWeight: 600, minWidth: 100 }}>{f.value(field, c.after)}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </DetailSection>
  );
}
