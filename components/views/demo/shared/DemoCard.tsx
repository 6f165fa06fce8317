import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  subtitle?: string;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** The frame of every demo block: a titled card with an optional one-line explanation. */
export default function DemoCard({ title, subtitle, action, children, testId }: Props) {
  return (
    <Card data-testid={testId}>
      <CardHeader
        title={<Typography variant="h6" component="h2" sx={{ fontSize: 17 }}>{title}</Typography>}
        subheader={subtitle}
        action={action}
        sx={{ flexWrap: 'wrap', gap: 1, '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      <Divider />
      <CardContent>{children}</CardContent>
    </Card>
  );
}
