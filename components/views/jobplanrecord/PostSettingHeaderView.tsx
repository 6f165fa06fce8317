import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { PostSettingHeader, PostSettingLine } from '@/lib/contracts/postSetting';
import KeyValueGrid from '@/components/views/check/renderers/KeyValueGrid';
import type { RendererProps } from '@/components/views/check/renderers/types';
import PlanSummaryBar from './PlanSummaryBar';
import PostSettingSheet from './PostSettingSheet';
import PrintSheetDialog from './PrintSheetDialog';

/** 岗位设置审批备案 for the reviewer: the kind, quota and congress date, the computed totals and ratios, and the printable form. */
export default function PostSettingHeaderView({ filing }: RendererProps) {
  const t = useTranslations('jobplanrecord');
  const [printing, setPrinting] = useState(false);
  const h = filing.header as Partial<PostSettingHeader>;
  const lines = filing.lines.map((l) => l.payload as PostSettingLine);
  const items = [
    { key: 'settingKind', label: t('field.settingKind'), value: h.settingKind ? t(`kind.${h.settingKind}`) : '' },
    { key: 'estabSnapshot', label: t('field.estabSnapshot'), value: h.estabSnapshot ?? '' },
    { key: 'staffCongressDate', label: t('field.staffCongressDate'), value: h.staffCongressDate ?? '' },
    { key: 'plan', label: t('field.plan'), value: h.plan || t('value.none') },
  ];
  return (
    <Stack spacing={2} data-testid="filing-header">
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button size="small" variant="outlined" onClick={() => setPrinting(true)} data-testid="print-post-setting">{t('print.open')}</Button>
      </Stack>
      <KeyValueGrid items={items} testId="post-setting-fields" />
      <PlanSummaryBar lines={lines} quotaInst={h.estabSnapshot} dualPostCount={h.dualPostCount} />
      {printing && (
        <PrintSheetDialog title={t('print.postSettingTitle')} onClose={() => setPrinting(false)}>
          <PostSettingSheet filing={filing} />
        </PrintSheetDialog>
      )}
    </Stack>
  );
}
