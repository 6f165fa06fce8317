import { useQuery } from '@tanstack/react-query';
import { companyKeys, getCompanyInfo } from '@/lib/client/api/company';
import type { FilingEditorProps } from '@/components/views/filing/editors';
import UnitInfoDialog from './UnitInfoDialog';

/** The UNIT_INFO entry form, once the unit's current information (the form's starting point) has loaded. */
export default function UnitInfoEditor({ filing, onClose }: FilingEditorProps) {
  const { data: company } = useQuery({ queryKey: companyKeys.info(), queryFn: () => getCompanyInfo() });
  return company ? <UnitInfoDialog company={company} filing={filing} onClose={onClose} /> : null;
}
