import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import AssessmentStatsReport from './AssessmentStatsReport';
import EstabUsageReport from './EstabUsageReport';
import FilingSearch from './FilingSearch';
import FlowStatsReport from './FlowStatsReport';
import PersonSearch from './PersonSearch';
import PostStructureReport from './PostStructureReport';
import RecruitStatsReport from './RecruitStatsReport';
import RetirementReport from './RetirementReport';
import RewardPunishStatsReport from './RewardPunishStatsReport';
import StructureReport from './StructureReport';

const TABS = ['persons', 'filings', 'estabUsage', 'structure', 'postStructure', 'flows', 'recruit', 'assessment', 'rewardPunish', 'retirement'] as const;

/** 统计查询 (/report/comprehensiveSearch): the person and filing queries and the statistics tables of §5.2. */
export default function ComprehensiveSearch() {
  const t = useTranslations('report');
  const [tab, setTab] = useState<(typeof TABS)[number]>('persons');
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>{t('title')}</Typography>
        <Typography variant="body2" color="text.secondary">{t('hint')}</Typography>
      </Box>
      <Paper variant="outlined">
        <Tabs value={tab} onChange={(_, v) => setTab(v)} variant="scrollable" allowScrollButtonsMobile>
          {TABS.map((k) => <Tab key={k} value={k} label={t(`tab.${k}`)} data-testid={`report-tab-${k}`} />)}
        </Tabs>
      </Paper>
      {tab === 'persons' && <PersonSearch />}
      {tab === 'filings' && <FilingSearch />}
      {tab === 'estabUsage' && <EstabUsageReport />}
      {tab === 'structure' && <StructureReport />}
      {tab === 'postStructure' && <PostStructureReport />}
      {tab === 'flows' && <FlowStatsReport />}
      {tab === 'recruit' && <RecruitStatsReport />}
      {tab === 'assessment' && <AssessmentStatsReport />}
      {tab === 'rewardPunish' && <RewardPunishStatsReport />}
      {tab === 'retirement' && <RetirementReport />}
    </Stack>
  );
}
