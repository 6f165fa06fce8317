import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { FilingDetail, Violation } from '@/lib/contracts/filing';
import FindingList from '@/components/views/check/FindingList';
import { useFindingsBesideAcknowledgement } from './editorFindings';

interface Props {
  violations: Violation[];
  /** The filing as the form holds it, to name its lines by person or post level. */
  filing?: Pick<FilingDetail, 'lines' | 'linePersons'>;
  testId?: string;
  sx?: SxProps<Theme>;
}

/** Findings a filing form shows among its fields (inside FilingEditorDialog): its warnings step aside while they are acknowledged. */
export default function EditorFindingList({ violations, filing, testId, sx }: Props) {
  const shown = useFindingsBesideAcknowledgement(violations);
  if (!shown.length) return null;
  return <Box sx={sx}><FindingList violations={shown} filing={filing} testId={testId} /></Box>;
}
