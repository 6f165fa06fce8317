import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslations } from 'next-intl';
import type { Violation } from '@/lib/contracts/filing';
import { describePath } from './changePath';
import DetailSection from './DetailSection';
import { useFieldFormat } from './useFieldFormat';

/** The rules' findings on this filing: errors block, warnings need an acknowledgement at submission. */
export default function FindingsPanel({ violations }: { violations: Violation[] }) {
  const t = useTranslations('filing');
  const f = useFieldFormat();
  if (!violations.length) return null;
  const labels = { field: f.fieldLabel, line: (n: number) => t('timeline.line', { n }) };
  return (
    <DetailSection title={t('detail.findings')} testId="filing-findings">
      <Stack spacing={1}>
        {violations.map((v, i) => (
          <Alert key={`${v.code}-${i}`} severity={v.level === 'ERROR' ? 'error' : 'warning'} data-code={v.code}>
            <strong>{t(`level.${v.level}`)} {v.code}</strong>
            {v.field ? ` · ${describePath(v.field, labels)}` : ''}{t('value.sep')}{v.message}
          </Alert>
        ))}
      </Stack>
    </DetailSection>
  );
}
