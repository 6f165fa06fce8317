import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Popover from '@mui/material/Popover';
import type { GridColDef, GridColumnVisibilityModel } from '@mui/x-data-grid';
import { useTranslations } from 'next-intl';
import RemixIcon from '@/components/shell/RemixIcon';

interface Props {
  columns: readonly GridColDef[];
  visible: GridColumnVisibilityModel;
  onChange(model: GridColumnVisibilityModel): void;
}

/** Shows or hides each column; the last visible column cannot be hidden. */
export default function ColumnChooser({ columns, visible, onChange }: Props) {
  const t = useTranslations('demo.table');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const shown = columns.filter((c) => visible[c.field] !== false);
  return (
    <>
      <Button variant="outlined" startIcon={<RemixIcon name="layout-column-line" />} onClick={(e) => setAnchor(e.currentTarget)} data-testid="column-chooser">
        {t('columnsButton', { shown: shown.length, total: columns.length })}
      </Button>
      <Popover open={Boolean(anchor)} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <FormGroup sx={{ px: 2, py: 1 }}>
          {columns.map((c) => {
            const on = visible[c.field] !== false;
            return (
              <FormControlLabel
                key={c.field} label={c.headerName ?? c.field}
                control={<Checkbox checked={on} disabled={on && shown.length === 1} onChange={() => onChange({ ...visible, [c.field]: !on })} />}
              />
            );
          })}
        </FormGroup>
      </Popover>
    </>
  );
}
