import { useTranslations } from 'next-intl';
import type { EstabConversionLine } from '@/lib/contracts/estabConversion';
import type { FilingDetail } from '@/lib/contracts/filing';
import SheetOpinions from '@/components/views/jobplanrecord/SheetOpinions';
import { useConversionText } from './useConversionText';

/** 编制转换审核表 as printed: the reason, each person before and after with the basis, and the review opinions. */
export default function EstabConversionSheet({ filing }: { filing: FilingDetail }) {
  const t = useTranslations('identity');
  const tp = useTranslations('jobplanrecord.print');
  const text = useConversionText();
  return (
    <div className="print-sheet">
      {filing.status !== 'APPROVED' && <div className="watermark">{tp('watermark')}</div>}
      <h1>{t('print.title')}</h1>
      <div className="meta">
        <span>{tp('unit')}{filing.unitName}</span>
        <span>{tp('filingNo')}{filing.filingNo}</span>
        <span>{tp('approvalDocNo')}{filing.approvalDocNo ?? ''}</span>
      </div>
      <table>
        <tbody>
          <tr><th>{t('field.reason')}</th><td>{String(filing.header.reason ?? '')}</td></tr>
        </tbody>
      </table>
      <table>
        <thead>
          <tr>
            {(['lineNo', 'name', 'before', 'after', 'basisDoc', 'effectiveDate'] as const).map((c) => <th key={c}>{t(`column.${c}`)}</th>)}
          </tr>
        </thead>
        <tbody>
          {filing.lines.map((l) => {
            const c = l.payload as EstabConversionLine;
            const p = filing.linePersons[String(l.personId)];
            return (
              <tr key={l.lineNo}>
                <td className="num">{l.lineNo}</td>
                <td>{p?.name ?? ''}<br />{p?.idNumber ?? ''}</td>
                <td>{text.before(c)}</td>
                <td>{text.after(c)}</td>
                <td>{c.basisDoc}</td>
                <td>{c.effectiveDate}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <SheetOpinions filing={filing} />
    </div>
  );
}
