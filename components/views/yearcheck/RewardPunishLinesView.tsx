import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslations } from 'next-intl';
import type { RewardPunishLine } from '@/lib/contracts/assessment';
import { punishPeriod } from '@/lib/domain/rewardPunish';
import { useCodeLists } from '@/components/ui/useCodeLists';
import type { RendererProps } from '@/components/views/check/renderers/types';

/** 奖惩 for the reviewer: each person, the reward or penalty with its decision, the computed penalty period and a demotion's target. */
export default function RewardPunishLinesView({ filing }: RendererProps) {
  const t = useTranslations('yearcheck.rp');
  const { label } = useCodeLists(['rewardType', 'punishType', 'postLevel']);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="filing-lines" sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            {['#', t('field.rpType'), t('field.rpName'), t('field.decisionDate'), t('field.effectiveDate'), t('field.docNo')].map((h) => (
              <TableCell key={h} sx={{ whiteSpace: 'nowrap' }}>{h}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {filing.lines.map((l) => {
            const r = l.payload as RewardPunishLine;
            const p = filing.linePersons[String(l.personId)];
            const period = r.rpKind === 'PUNISH' ? punishPeriod(r.rpType, r.effectiveDate) : null;
            return (
              <TableRow key={l.lineNo} data-testid={`line-${l.lineNo}`} sx={{ verticalAlign: 'top' }}>
                <TableCell>{l.lineNo}</TableCell>
                <TableCell>
                  <Box sx={{ whiteSpace: 'nowrap' }}>{p?.name ?? l.personId} · {t(`kind.${r.rpKind}`)}</Box>
                  <Box sx={{ fontWeight: 600 }}>{label(r.rpKind === 'REWARD' ? 'rewardType' : 'punishType', r.rpType)}</Box>
                  {r.demoteToLevel && <Box sx={{ fontSize: 12 }}>{label('postLevel', p?.postLevel)} → {label('postLevel', r.demoteToLevel)}</Box>}
                </TableCell>
                <TableCell>
                  {r.rpName}
                  {r.reason && <Box sx={{ fontSize: 12, color: 'text.secondary' }}>{r.reason}</Box>}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.decisionDate}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {r.effectiveDate}
                  {period && <Box sx={{ fontSize: 12, color: 'text.secondary' }}>{t('editor.period', { months: period.months, end: period.endDate })}</Box>}
                </TableCell>
                <TableCell>{[r.approveOrg, r.docNo].filter(Boolean).join(' ')}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
