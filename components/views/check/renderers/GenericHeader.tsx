import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useFieldFormat } from '../useFieldFormat';
import KeyValueGrid from './KeyValueGrid';
import { isRecord, shownEntries, type RendererProps } from './types';

/** Any header: its plain fields in one grid, each nested group under its own label. */
export default function GenericHeader({ filing }: RendererProps) {
  const t = useTranslations('filing.detail');
  const f = useFieldFormat();
  const entries = shownEntries(filing.header);
  if (!entries.length) return <Typography color="text.secondary">{t('noHeader')}</Typography>;
  const plain = entries.filter(([, v]) => !isRecord(v));
  const groups = entries.filter((e): e is [string, Record<string, unknown>] => isRecord(e[1]));
  const grid = (items: [string, unknown][]) => items.map(([k, v]) => ({ key: k, label: f.label(k), value: f.value(k, v) }));
  return (
    <Stack spacing={2} data-testid="filing-header">
      {plain.length > 0 && <KeyValueGrid items={grid(plain)} />}
      {groups.map(([name, group]) => (
        <Stack key={name} spacing={1}>
          <Typography variant="subtitle2" component="h3">{f.label(name)}</Typography>
          <KeyValueGrid items={grid(shownEntries(group))} />
        </Stack>
      ))}
    </Stack>
  );
}
