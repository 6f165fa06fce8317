import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useCallback, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import type { FilingDetail, FilingType } from '@/lib/contracts/filing';
import type { CodeOption } from '@/lib/contracts/code';
import { maskIdCard } from '@/lib/domain/idCard';
import { useCodeLists } from '@/components/ui/useCodeLists';
import FilingEditorDialog, { type FilingContent } from '@/components/views/filing/FilingEditorDialog';
import FieldGrid, { type Choice } from './FieldGrid';
import { fieldErrors, RECRUIT_CODE_LISTS, toPayload, toValues, type FieldError, type FieldSpec, type FormValues } from './fields';
import LineItems from './LineItems';
import { ownErrors } from './ownFields';

export interface LineConfig {
  noun: string;
  /** The table's title (the lines in the plural). */
  heading: string;
  specs: FieldSpec[];
  schema: z.ZodType;
  columns: string[];
  blank(header: FormValues): FormValues;
  derive?(name: string, value: string, values: FormValues, header: FormValues): FormValues;
  filterCodes?(values: FormValues, header: FormValues): (name: string, option: CodeOption) => boolean;
}

interface Props {
  filingType: FilingType;
  title: string;
  hint: string;
  filing?: FilingDetail;
  onClose(): void;
  headerSpecs: FieldSpec[];
  headerSchema: z.ZodType;
  headerDefaults?: FormValues;
  lines?: LineConfig;
  /** The filing's year (plans and introductions), and a title of its own (announcements). */
  withYear?: boolean;
  withTitle?: boolean;
  /** Choices the screen supplies, given the header entered so far. */
  choicesOf?(name: string, header: FormValues): Choice[] | undefined;
  /** Shown above the fields (the room for recruitment), or below the header given what it holds so far. */
  aside?: ReactNode;
  headerNote?(header: FormValues): ReactNode;
  /** Fields the header change implies (a plan chosen → its posts). */
  onHeaderChange?(name: string, value: string): void;
  /** The header, just changed in `name`, with what that implies for the other fields (an announcement chosen → its dates). */
  deriveHeader?(name: string, header: FormValues): FormValues;
}

const THIS_YEAR = new Date().getFullYear();

/** Where the server's field path points: the header, a line, or the filing's own year and title. */
function locate(field: string): { header?: string; line?: { index: number; field: string }; own?: string } {
  const line = /^lines(?:\[(\d+)\]|\.(\d+))\.(?:payload\.)?(\w+)/.exec(field);
  if (line) return { line: { index: Number(line[1] ?? line[2]), field: line[3] } };
  if (field.startsWith('header.')) return { header: field.slice(7).split('.')[0] };
  return { own: field };
}

/** The entry form of a recruitment filing: its header fields, its line items, and the shared filing frame. */
export default function RecruitEditor(props: Props) {
  const { filingType, filing, headerSpecs, headerSchema, lines: lineConfig, withYear, withTitle, choicesOf } = props;
  const t = useTranslations('recruit');
  const codes = useCodeLists(RECRUIT_CODE_LISTS);
  const [header, setHeader] = useState<FormValues>(() => toValues(headerSpecs, filing?.header, props.headerDefaults));
  const [own, setOwn] = useState<FormValues>({ year: String(filing?.year ?? THIS_YEAR), title: filing?.title ?? '' });
  const [lines, setLines] = useState<FormValues[]>(() => (filing?.lines ?? []).map((l) => toValues(lineConfig?.specs ?? [], l.payload)));
  const [touched, setTouched] = useState(false);
  const [server, setServer] = useState<{ header?: string; own?: string; line?: { index: number; field: string }; message: string } | null>(null);

  const headerErrors: Record<string, FieldError> = touched ? fieldErrors(headerSchema, headerSpecs, header) : {};
  if (server?.header && !headerErrors[server.header]) headerErrors[server.header] = { kind: 'invalid', message: server.message };
  const ownFieldErrors = touched ? ownErrors(own, { year: withYear, title: withTitle }) : {};
  const ownHelp = (f: 'year' | 'title') => (ownFieldErrors[f] ? t(`errors.${ownFieldErrors[f]}`) : server?.own === f ? server.message : undefined);
  const linesError = touched && lineConfig && !lines.length ? t('lines.none', { noun: lineConfig.noun }) : undefined;

  const content = (): FilingContent | null => {
    setTouched(true);
    setServer(null);
    const bad = Object.keys(fieldErrors(headerSchema, headerSpecs, header)).length > 0
      || Object.keys(ownErrors(own, { year: withYear, title: withTitle })).length > 0 || (lineConfig && !lines.length);
    if (bad) return null;
    return {
      ...(withYear ? { year: Number(own.year.trim()) } : {}),
      ...(withTitle ? { title: own.title.trim() } : {}),
      header: toPayload(headerSpecs, header),
      lines: lineConfig ? lines.map((l) => ({ payload: toPayload(lineConfig.specs, l) })) : [],
    };
  };
  const onFieldError = useCallback((field: string, message: string) => setServer({ ...locate(field), message }), []);

  const choiceLabel = (name: string, value: string) => {
    const supplied = choicesOf?.(name, header)?.find((c) => c.value === value);
    if (supplied) return supplied.label;
    return t.has(`option.${name}.${value}`) ? t(`option.${name}.${value}`) : value;
  };
  const display = (name: string, value: string) => {
    if (!value) return t('empty');
    if (name === 'idNumber') return maskIdCard(value);
    const spec = lineConfig?.specs.find((s) => s.name === name);
    if (spec?.kind === 'code') return codes.label(spec.list!, value);
    if (spec?.kind === 'choice') return choiceLabel(name, value);
    return value;
  };
  const changeHeader = (name: string, value: string) => {
    setHeader((h) => (props.deriveHeader ? props.deriveHeader(name, { ...h, [name]: value }) : { ...h, [name]: value }));
    props.onHeaderChange?.(name, value);
  };

  return (
    <FilingEditorDialog
      filingType={filingType} title={props.title} hint={props.hint} filing={filing} content={content} onFieldError={onFieldError} onClose={props.onClose}
    >
      {props.aside}
      {(withYear || withTitle) && (
        <Box sx={{ display: 'grid', gap: 2, mb: 2, gridTemplateColumns: { xs: '1fr', sm: withTitle ? '1fr' : '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
          {withTitle && (
            <TextField
              size="small" required label={t('field.title')} value={own.title} sx={{ gridColumn: '1 / -1' }}
              error={Boolean(ownHelp('title'))} helperText={ownHelp('title')}
              onChange={(e) => setOwn({ ...own, title: e.target.value })} slotProps={{ htmlInput: { 'data-testid': `${filingType}-title` } }}
            />
          )}
          {withYear && (
            <TextField
              size="small" required type="number" label={t('field.year')} value={own.year}
              error={Boolean(ownHelp('year'))} helperText={ownHelp('year')}
              onChange={(e) => setOwn({ ...own, year: e.target.value })} slotProps={{ htmlInput: { 'data-testid': `${filingType}-year` } }}
            />
          )}
        </Box>
      )}
      <FieldGrid
        specs={headerSpecs} values={header} errors={headerErrors} onChange={changeHeader} options={codes.options}
        choicesOf={(name) => choicesOf?.(name, header)} testPrefix={`${filingType}-header`}
      />
      {props.headerNote?.(header)}
      {lineConfig && (
        <Box sx={{ mt: 3 }}>
          <LineItems
            noun={lineConfig.noun} heading={lineConfig.heading} specs={lineConfig.specs} schema={lineConfig.schema} columns={lineConfig.columns} lines={lines} onChange={setLines}
            blank={() => lineConfig.blank(header)} display={display} options={codes.options} choicesOf={(name) => choicesOf?.(name, header)}
            filterCodes={lineConfig.filterCodes && ((v) => lineConfig.filterCodes!(v, header))}
            derive={lineConfig.derive && ((n, v, values) => lineConfig.derive!(n, v, values, header))} error={linesError}
            serverError={server?.line ? { ...server.line, message: server.message } : null} testPrefix={filingType}
          />
          {server?.line && (
            <Typography color="error" variant="body2" sx={{ mt: 1 }} role="alert">
              {t('lines.serverError', { no: server.line.index + 1, message: server.message })}
            </Typography>
          )}
        </Box>
      )}
    </FilingEditorDialog>
  );
}
