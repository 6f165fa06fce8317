import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { z } from 'zod';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import RemixIcon from '@/components/shell/RemixIcon';
import FieldGrid, { type Choice } from './FieldGrid';
import { fieldErrors, type FieldError, type FieldSpec, type FormValues } from './fields';
import type { CodeOption } from '@/lib/contracts/code';

interface Props {
  /** What one line is (岗位, 人选, 拟聘用人员), for the titles. */
  noun: string;
  heading: string;
  specs: FieldSpec[];
  schema: z.ZodType;
  /** The columns of the summary table. */
  columns: string[];
  lines: FormValues[];
  onChange(lines: FormValues[]): void;
  /** A new line's starting values. */
  blank(): FormValues;
  /** How a value shows in the table. */
  display(name: string, value: string): string;
  options(list: string): CodeOption[];
  choicesOf?(name: string): Choice[] | undefined;
  filterCodes?(values: FormValues): (name: string, option: CodeOption) => boolean;
  /** Fills fields that follow from another (birth date and gender from the ID number). */
  derive?(name: string, value: string, values: FormValues): FormValues;
  /** The server named a line field: its line and message. */
  serverError?: { index: number; field: string; message: string } | null;
  error?: string;
  testPrefix: string;
}

/** The line items of a filing: a summary table, a form per line to add or change it, a confirmation before removing one. */
export default function LineItems(props: Props) {
  const { noun, heading, specs, schema, columns, lines, onChange, blank, display, options, choicesOf, filterCodes, derive, serverError, error, testPrefix } = props;
  const t = useTranslations('recruit');
  const tUi = useTranslations('ui');
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [editing, setEditing] = useState<{ index: number; values: FormValues; touched: boolean } | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);

  const errors: Record<string, FieldError> = editing?.touched ? fieldErrors(schema, specs, editing.values) : {};
  if (editing && serverError && serverError.index === editing.index && !errors[serverError.field]) {
    errors[serverError.field] = { kind: 'invalid', message: serverError.message };
  }
  const change = (name: string, value: string) => setEditing((e) => e && ({
    ...e, values: derive ? derive(name, value, { ...e.values, [name]: value }) : { ...e.values, [name]: value },
  }));
  const save = () => {
    if (!editing) return;
    if (Object.keys(fieldErrors(schema, specs, editing.values)).length) return setEditing({ ...editing, touched: true });
    onChange(editing.index < lines.length ? lines.map((l, i) => (i === editing.index ? editing.values : l)) : [...lines, editing.values]);
    setEditing(null);
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" component="h3">{heading}</Typography>
        <Button size="small" variant="outlined" onClick={() => setEditing({ index: lines.length, values: blank(), touched: false })} data-testid={`${testPrefix}-add`}>
          {t('lines.add', { noun })}
        </Button>
      </Stack>
      {error && <Typography color="error" variant="body2" role="alert">{error}</Typography>}
      <TableContainer sx={{ overflowX: 'auto', border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1 }}>
        <Table size="small" data-testid={`${testPrefix}-table`} sx={{ minWidth: 640 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('lines.no')}</TableCell>
              {columns.map((c) => <TableCell key={c} sx={{ whiteSpace: 'nowrap' }}>{t(`field.${c}`)}</TableCell>)}
              <TableCell align="right">{t('lines.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.length === 0 && (
              <TableRow><TableCell colSpan={columns.length + 2} sx={{ textAlign: 'center', color: 'text.secondary', py: 3 }}>{t('lines.empty', { noun })}</TableCell></TableRow>
            )}
            {lines.map((l, i) => (
              <TableRow key={i} data-testid={`${testPrefix}-row-${i + 1}`} selected={serverError?.index === i}>
                <TableCell>{i + 1}</TableCell>
                {columns.map((c) => <TableCell key={c} sx={{ whiteSpace: 'nowrap' }}>{display(c, l[c] ?? '')}</TableCell>)}
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton size="small" aria-label={t('lines.edit')} onClick={() => setEditing({ index: i, values: l, touched: true })}>
                    <RemixIcon name="edit-line" />
                  </IconButton>
                  <IconButton size="small" aria-label={t('lines.remove')} onClick={() => setRemoving(i)}>
                    <RemixIcon name="delete-bin-line" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {editing && (
        <Dialog open onClose={() => setEditing(null)} maxWidth="md" fullWidth fullScreen={fullScreen} aria-labelledby="line-title">
          <DialogTitle id="line-title">{editing.index < lines.length ? t('lines.editTitle', { noun, no: editing.index + 1 }) : t('lines.add', { noun })}</DialogTitle>
          <DialogContent dividers>
            <FieldGrid
              specs={specs} values={editing.values} errors={errors} onChange={change} options={options} choicesOf={choicesOf}
              filterCodes={filterCodes?.(editing.values)} testPrefix={`${testPrefix}-line`}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setEditing(null)}>{tUi('cancel')}</Button>
            <Button variant="contained" onClick={save} data-testid={`${testPrefix}-line-save`}>{t('lines.done')}</Button>
          </DialogActions>
        </Dialog>
      )}
      <ConfirmDialog
        open={removing !== null} danger title={t('lines.removeTitle', { noun })}
        onClose={() => setRemoving(null)}
        onConfirm={() => { onChange(lines.filter((_, i) => i !== removing)); setRemoving(null); }}
      >
        {t('lines.removeText', { no: (removing ?? 0) + 1 })}
      </ConfirmDialog>
    </Stack>
  );
}
