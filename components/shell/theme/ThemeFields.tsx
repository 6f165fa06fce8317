import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import type { ThemeSettings } from '@/lib/config/settings';
import {
  COLUMN_STYLES, disabledFields, LAYOUT_CHOICES, TABS_BAR_STYLES, THEME_CHOICES, THEME_SWITCHES,
} from '@/lib/client/themeSettings';
import { useSettingsStore } from '@/lib/client/stores/settings';

type ChoiceField = 'layout' | 'themeName' | 'columnStyle' | 'tabsBarStyle';

/** The drawer's selects and switches, with the enable rules of spec §2.4. */
export default function ThemeFields() {
  const t = useTranslations('shell.theme');
  const theme = useSettingsStore((s) => s.theme);
  const device = useSettingsStore((s) => s.device);
  const updateTheme = useSettingsStore((s) => s.updateTheme);
  const off = disabledFields(theme, device);

  const select = (field: ChoiceField, choices: readonly string[], labels: string) => {
    // A value drawn at random (the colour themes, the float layout) stays selectable while it is on.
    const options = choices.includes(theme[field]) ? choices : [...choices, theme[field]];
    return (
      <TextField
        select
        size="small"
        fullWidth
        label={t(field)}
        value={theme[field]}
        disabled={off.has(field)}
        onChange={(e) => updateTheme({ [field]: e.target.value } as Partial<ThemeSettings>)}
      >
        {options.map((value) => <MenuItem key={value} value={value}>{t(`${labels}.${value}`)}</MenuItem>)}
      </TextField>
    );
  };

  return (
    <Stack spacing={2}>
      {select('layout', LAYOUT_CHOICES, 'layouts')}
      {select('themeName', THEME_CHOICES, 'themes')}
      {select('columnStyle', COLUMN_STYLES, 'columnStyles')}
      {select('tabsBarStyle', TABS_BAR_STYLES, 'tabsBarStyles')}
      <Stack>
        {THEME_SWITCHES.map((field) => (
          <FormControlLabel
            key={field}
            label={t(`switches.${field}`)}
            labelPlacement="start"
            disabled={off.has(field)}
            sx={{ mx: 0, justifyContent: 'space-between' }}
            control={
              <Switch
                checked={theme[field]}
                onChange={(e) => updateTheme({ [field]: e.target.checked })}
                slotProps={{ input: { 'data-testid': `theme-${field}` } as object }}
              />
            }
          />
        ))}
      </Stack>
    </Stack>
  );
}
