import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import type { FilingType } from '@/lib/contracts/filing';
import FilingList from '@/components/views/check/FilingList';
import { ViewLoadingContext } from '@/components/routing/lazyView';
import { filingEditors } from '@/components/views/filing/editors';

interface Props {
  filingType: FilingType;
  /** Key under `recruit.page`: the list's hint and the new button. */
  page: 'plan' | 'talent' | 'result' | 'notice';
  children?: ReactNode;
}

/** A recruitment type's page for the unit: its filings (server paging, filters in the address) and a new one. */
export default function RecruitFilingPage({ filingType, page, children }: Props) {
  const t = useTranslations('recruit.page');
  const [creating, setCreating] = useState(false);
  const Editor = filingEditors[filingType];
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="contained" onClick={() => setCreating(true)} data-testid={`new-${filingType}`}>{t(`${page}.new`)}</Button>
      </Stack>
      <FilingList preset={{ box: 'mine', types: [filingType] }} hint={t(`${page}.hint`)} showUnit={false} />
      {children}
      {creating && Editor && <ViewLoadingContext value={null}><Editor onClose={() => setCreating(false)} /></ViewLoadingContext>}
    </Stack>
  );
}
