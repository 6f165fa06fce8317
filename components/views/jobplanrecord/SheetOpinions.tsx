import { useTranslations } from 'next-intl';
import type { FilingDetail } from '@/lib/contracts/filing';

/** The last review of a node that passed the filing (a recall or return later does not erase it). */
function lastApproval(filing: FilingDetail, action: string) {
  return filing.reviews.filter((r) => r.action === action).at(-1);
}

/** The signature block of a paper form: the unit, the competent authority and the bureau; a node not reached stays blank. */
export default function SheetOpinions({ filing }: { filing: FilingDetail }) {
  const t = useTranslations('jobplanrecord.print');
  const submitted = filing.reviews.filter((r) => r.action === 'SUBMIT').at(-1);
  const zg = lastApproval(filing, 'ZG_APPROVE');
  const rsj = lastApproval(filing, 'RSJ_APPROVE');
  const block = (label: string, r: typeof zg, unit: string) => (
    <tr>
      <th>{label}</th>
      <td>
        <div className="opinion">{r?.opinion ?? ''}</div>
        <div className="sign">
          {unit}{t('signature')}{r?.actorName ?? ''}　{t('date')}{r?.actedAt.slice(0, 10) ?? ''}
        </div>
      </td>
    </tr>
  );
  return (
    <table>
      <tbody>
        {block(t('unitOpinion'), submitted && { ...submitted, opinion: t('unitDeclares') }, filing.unitName)}
        {block(t('zgOpinion'), zg, zg?.actorUnitName ?? '')}
        {filing.route === 'ZG_RSJ' && block(t('rsjOpinion'), rsj, rsj?.actorUnitName ?? '')}
      </tbody>
    </table>
  );
}
