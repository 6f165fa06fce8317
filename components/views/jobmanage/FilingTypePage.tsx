import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type ComponentType, type ReactNode } from 'react';
import type { FilingType } from '@/lib/contracts/filing';
import FilingList from '@/components/views/check/FilingList';
import type { FilingEditorProps } from '@/components/views/filing/editors';

interface Props {
  filingType: FilingType;
  hint: string;
  newLabel: string;
  Editor: ComponentType<FilingEditorProps>;
  testId: string;
  /** What the page shows below the list (the unit's posts). */
  children?: ReactNode;
}

/** A unit's page for one filing type: its filings, and a button opening the entry form of a new one. */
export default function FilingTypePage({ filingType, hint, newLabel, Editor, testId, children }: Props) {
  const [creating, setCreating] = useState(false);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="contained" onClick={() => setCreating(true)} data-testid={testId}>{newLabel}</Button>
      </Stack>
      <FilingList preset={{ box: 'mine', types: [filingType] }} hint={hint} showUnit={false} />
      {children}
      {creating && <Editor onClose={() => setCreating(false)} />}
    </Stack>
  );
}
