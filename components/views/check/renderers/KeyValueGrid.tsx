import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { isShownKey } from './types';

const PAIR = 'minmax(88px, 10em) minmax(0, 1fr)';

export interface KeyValue {
  key: string;
  label: string;
  value: ReactNode;
}

/** Labelled values in a bordered grid (what the server keeps for itself left out): one pair a row on a phone, two from a tablet up, three on a very wide screen. */
export default function KeyValueGrid({ items, testId }: { items: KeyValue[]; testId?: string }) {
  return (
    <Box
      component="dl"
      data-testid={testId}
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: `${PAIR}`, sm: `repeat(2, ${PAIR})`, xl: `repeat(3, ${PAIR})` },
        borderTop: 1,
        borderLeft: 1,
        borderColor: 'divider',
        fontSize: 14,
        '& dt, & dd': { m: 0, px: 1.5, py: 1, borderRight: 1, borderBottom: 1, borderColor: 'divider', minWidth: 0, wordBreak: 'break-word' },
        '& dt': { bgcolor: 'action.hover', color: 'text.secondary' },
      }}
    >
      {items.filter((i) => isShownKey(i.key)).map((i) => (
        <Box key={i.key} sx={{ display: 'contents' }}>
          <dt>{i.label}</dt>
          <dd data-field={i.key}>{i.value}</dd>
        </Box>
      ))}
    </Box>
  );
}
