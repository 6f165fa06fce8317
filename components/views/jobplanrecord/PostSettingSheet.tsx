import { useTranslations } from 'next-intl';
import type { FilingDetail } from '@/lib/contracts/filing';
import type { PostSettingHeader, PostSettingLine } from '@/lib/contracts/postSetting';
import { CATEGORIES, planSummary } from '@/lib/domain/postSetting';
import { useCodeLists } from '@/components/ui/useCodeLists';
import SheetOpinions from './SheetOpinions';

/** 岗位设置审核（核准）表 as printed: the unit, the totals and ratios, the levels set and held, the review opinions. */
export default function PostSettingSheet({ filing }: { filing: FilingDetail }) {
  const t = useTranslations('jobplanrecord');
  const { label } = useCodeLists(['postLevel', 'postCategory']);
  const h = filing.header as PostSettingHeader;
  const lines = filing.lines.map((l) => l.payload as PostSettingLine);
  const s = planSummary(lines);
  const share = (v: number | null) => (v === null ? '' : `（${v}%）`);
  return (
    <div className="print-sheet">
      {filing.status !== 'APPROVED' && <div className="watermark">{t('print.watermark')}</div>}
      <h1>{t('print.postSettingTitle')}</h1>
      <div className="meta">
        <span>{t('print.unit')}{filing.unitName}</span>
        <span>{t('print.filingNo')}{filing.filingNo}</span>
        <span>{t('print.approvalDocNo')}{filing.approvalDocNo ?? ''}</span>
      </div>
      <table>
        <tbody>
          <tr>
            <th>{t('field.settingKind')}</th><td>{t(`kind.${h.settingKind}`)}</td>
            <th>{t('field.estabSnapshot')}</th><td className="num">{h.estabSnapshot}</td>
          </tr>
          <tr>
            <th>{t('field.postTotal')}</th><td className="num">{h.postTotal}</td>
            <th>{t('field.dualPostCount')}</th><td className="num">{h.dualPostCount}</td>
          </tr>
          <tr>
            <th>{t('field.managePosts')}</th><td className="num">{h.managePosts}{share(s.shares.MANAGE)}</td>
            <th>{t('field.techPosts')}</th><td className="num">{h.techPosts}{share(s.shares.TECH)}</td>
          </tr>
          <tr>
            <th>{t('field.workerPosts')}</th><td className="num">{h.workerPosts}{share(s.shares.WORKER)}</td>
            <th>{t('field.techBands')}</th><td className="num">{s.techBands.high}:{s.techBands.middle}:{s.techBands.junior}</td>
          </tr>
          <tr>
            <th>{t('field.staffCongressDate')}</th><td colSpan={3}>{h.staffCongressDate}</td>
          </tr>
          <tr>
            <th>{t('field.plan')}</th><td colSpan={3}>{h.plan ?? ''}</td>
          </tr>
        </tbody>
      </table>
      <table>
        <thead>
          <tr>
            <th>{t('column.category')}</th><th>{t('column.level')}</th>
            <th className="num">{t('column.approved')}</th><th className="num">{t('column.current')}</th>
          </tr>
        </thead>
        <tbody>
          {CATEGORIES.flatMap((c) => {
            const own = lines.filter((l) => l.postCategory === c && (l.approvedCount > 0 || (l.currentCount ?? 0) > 0));
            return own.map((l, i) => (
              <tr key={l.postLevel}>
                {i === 0 && <td rowSpan={own.length}>{label('postCategory', c)}</td>}
                <td>{label('postLevel', l.postLevel)}</td>
                <td className="num">{l.approvedCount}</td>
                <td className="num">{l.currentCount ?? ''}</td>
              </tr>
            ));
          })}
        </tbody>
      </table>
      <SheetOpinions filing={filing} />
    </div>
  );
}
