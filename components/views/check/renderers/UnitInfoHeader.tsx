import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { establishmentFields, unitKeyFields } from '@/lib/contracts/unit';
import { useFieldFormat } from '../useFieldFormat';
import GenericHeader from './GenericHeader';
import KeyValueGrid from './KeyValueGrid';
import { isRecord, type RendererProps } from './types';

const UNIT_FIELDS = Object.keys(unitKeyFields.shape);
const ESTABLISHMENT_FIELDS = Object.keys(establishmentFields.shape);

/** 单位信息上报: the unit's key fields and the establishment numbers it asks to be filed, in the contract's order. */
export default function UnitInfoHeader({ filing }: RendererProps) {
  const t = useTranslations('filing.unitInfo');
  const f = useFieldFormat();
  const { unit, establishment } = filing.header;
  if (!isRecord(unit) || !isRecord(establishment)) return <GenericHeader filing={filing} />;
  const grid = (fields: string[], values: Record<string, unknown>) =>
    fields.filter((k) => k in values).map((k) => ({ key: k, label: f.label(k), value: f.value(k, values[k]) }));
  return (
    <Stack spacing={2} data-testid="filing-header">
      <Stack spacing={1}>
        <Typography variant="subtitle2" component="h3">{t('unit')}</Typography>
        <KeyValueGrid items={grid(UNIT_FIELDS, unit)} testId="unit-fields" />
      </Stack>
      <Stack spacing={1}>
        <Typography variant="subtitle2" component="h3">{t('establishment')}</Typography>
        <KeyValueGrid items={grid(ESTABLISHMENT_FIELDS, establishment)} testId="establishment-fields" />
      </Stack>
    </Stack>
  );
}
