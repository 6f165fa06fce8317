import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'react-router';
import { useAclStore } from '@/lib/client/stores/acl';
import UnitPicker from '@/components/views/setting/UnitPicker';

/**
 * The unit a unit's page shows. A base unit (jc) sees its own; a caller without a unit of its own (the admin) picks one,
 * kept in the address as `?unitId=` so that a reload or a link opens the same unit. `unitId` is undefined while none is
 * chosen: the page then calls nothing.
 */
export function useAddressUnit() {
  const ownUnit = useAclStore((s) => s.role.includes('jc'));
  const [params, setParams] = useSearchParams();
  const raw = params.get('unitId');
  const picked = raw && /^[1-9]\d*$/.test(raw) ? Number(raw) : undefined;
  return {
    /** Whether the caller picks the unit (it has none of its own). */
    picks: !ownUnit,
    unitId: ownUnit ? undefined : picked,
    /** Whether the page may call the API: its own unit, or a chosen one. */
    ready: ownUnit || picked !== undefined,
    choose: (id: number | null) => setParams((p) => {
      const next = new URLSearchParams(p);
      if (id === null) next.delete('unitId');
      else next.set('unitId', String(id));
      return next;
    }, { replace: true }),
  };
}

interface Props {
  unitId: number | undefined;
  /** The chosen unit's name once its data is in, so a reloaded page names it. */
  unitName?: string;
  onChange(id: number | null): void;
}

/** The unit picker at the top of a unit's page, and the empty state until a unit is chosen. */
export default function AddressUnitPicker({ unitId, unitName, onChange }: Props) {
  const t = useTranslations('unit.picker');
  return (
    <>
      <Paper variant="outlined" sx={{ p: 2, '& .MuiAutocomplete-root': { maxWidth: 420 } }} data-testid="unit-picker">
        <UnitPicker
          label={t('label')} size="small" testId="unit-picker-input"
          value={unitId === undefined ? null : { id: unitId, unitName: unitName ?? '' }}
          onChange={(u) => onChange(u?.id ?? null)}
        />
      </Paper>
      {unitId === undefined && (
        <Alert severity="info" data-testid="unit-picker-empty"><strong>{t('choose')}</strong> · {t('chooseHint')}</Alert>
      )}
    </>
  );
}
