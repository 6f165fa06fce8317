import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { Link as RouterLink } from 'react-router';
import { useCodeLists } from '@/components/ui/useCodeLists';
import KeyValueGrid from '@/components/views/check/renderers/KeyValueGrid';
import type { RendererProps } from '@/components/views/check/renderers/types';
import { usePublicityItem } from '@/components/views/filing/PublicityPeriod';
import { jobChangeSheetPath } from '@/components/views/report/jobChangeSheetLink';

/** 岗位聘用/变动 header for reviewers: the kind of move, the post setting version it was checked against, and its audit sheet. */
export default function PostMoveHeaderView({ filing }: RendererProps) {
  const t = useTranslations('jobManage');
  const tSheet = useTranslations('report.jobChangeSheet');
  const { label } = useCodeLists(['appointKind', 'postChangeKind']);
  const appoint = filing.filingType === 'POST_APPOINT';
  const kind = String((appoint ? filing.header.appointKind : filing.header.changeKind) ?? '');
  const version = filing.header.planVersionSnapshot;
  const publicity = usePublicityItem()(filing.header);
  return (
    <Box>
      <KeyValueGrid
        testId="post-move-header"
        items={[
          { key: 'kind', label: t(appoint ? 'field.appointKind' : 'field.changeKind'), value: label(appoint ? 'appointKind' : 'postChangeKind', kind) },
          { key: 'plan', label: t('view.planVersion'), value: typeof version === 'number' ? t('view.planVersionValue', { version }) : t('view.planAtSubmit') },
          ...(publicity ? [publicity] : []),
        ]}
      />
      <Button component={RouterLink} to={jobChangeSheetPath(filing.id)} size="small" startIcon={<DescriptionOutlinedIcon />} sx={{ mt: 1 }}
        data-testid="post-move-audit-sheet">
        {tSheet('auditSheet')}
      </Button>
    </Box>
  );
}
