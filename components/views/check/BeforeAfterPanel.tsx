import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { FilingDetail } from '@/lib/contracts/filing';
import PersonCard from '@/components/views/company/person/PersonCard';
import BeforeAfterCards from './BeforeAfterCards';
import BeforeAfterTable from './BeforeAfterTable';
import DetailSection from './DetailSection';

/**
 * 变更前后对照: each line's person as the server compares them, before → after, so a reviewer compares no numbers by hand.
 * A 人员信息上报's person name opens the full record (人员信息卡). On a phone each line is a stack of cards rather than
 * the table, which would scroll sideways.
 */
export default function BeforeAfterPanel({ filing }: { filing: FilingDetail }) {
  const t = useTranslations('filing');
  const [card, setCard] = useState<number | null>(null);
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const comparisons = filing.beforeAfter;
  if (!comparisons) return null;
  const opensRecord = filing.filingType === 'PERSON_INFO';
  return (
    <DetailSection title={t('beforeAfter.title')} testId="filing-before-after">
      {comparisons.length === 0 && <Typography color="text.secondary">{t('beforeAfter.noRows')}</Typography>}
      {comparisons.map((c) => {
        const changed = c.rows.filter((r) => r.changed).length;
        return (
          <Stack key={c.lineNo} spacing={0.75} data-testid={`before-after-line-${c.lineNo}`}>
            <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1 }}>
              <Typography variant="subtitle2" component="h3">
                {t('beforeAfter.line', { n: c.lineNo })}{' '}
                {opensRecord && c.personId !== null ? (
                  <Link
                    component="button" type="button" variant="subtitle2" onClick={() => setCard(c.personId)}
                    aria-label={t('beforeAfter.openPerson', { name: c.personName })} data-testid={`before-after-person-${c.lineNo}`}
                  >
                    {c.personName}
                  </Link>
                ) : c.personName}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {t('beforeAfter.changedCount', { n: changed })}{t('value.sep')}{t(`beforeAfter.basis.${c.basis}`)}
              </Typography>
            </Stack>
            {narrow
              ? <BeforeAfterCards comparison={c} label={t('beforeAfter.region', { n: c.lineNo, name: c.personName })} />
              : <BeforeAfterTable comparison={c} label={t('beforeAfter.region', { n: c.lineNo, name: c.personName })} />}
          </Stack>
        );
      })}
      {card !== null && <PersonCard personId={card} onClose={() => setCard(null)} onEdit={() => setCard(null)} onFileChange={() => setCard(null)} />}
    </DetailSection>
  );
}
