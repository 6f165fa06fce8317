import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useTranslations } from 'next-intl';
import type { MigratedMark } from '@/lib/contracts/person';

/** 迁移导入: a record the historical records import brought in; its file and time on hover. */
export default function MigratedChip({ mark, testId }: { mark: MigratedMark; testId?: string }) {
  const t = useTranslations('person.card');
  return (
    <Tooltip title={t('migratedFrom', { fileName: mark.fileName, at: mark.importedAt })}>
      <Chip size="small" variant="outlined" color="info" label={t('migrated')} data-testid={testId} />
    </Tooltip>
  );
}
