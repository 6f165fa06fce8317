import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { useTranslations } from 'next-intl';

/** The rule behind a finding, for those who look it up: its code in a tooltip on a small focusable mark. */
export default function RuleCodeHint({ code }: { code: string }) {
  const t = useTranslations('filing.detail');
  const text = t('findingRule', { code });
  return (
    <Tooltip title={text}>
      <Box
        component="span"
        tabIndex={0}
        role="img"
        aria-label={text}
        data-testid="finding-code"
        sx={{ display: 'inline-flex', alignItems: 'center', color: 'text.secondary', cursor: 'help', borderRadius: 1, '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 } }}
      >
        <InfoOutlinedIcon fontSize="small" />
      </Box>
    </Tooltip>
  );
}
