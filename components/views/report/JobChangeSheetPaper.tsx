import { useTranslations } from 'next-intl';
import type { JobChangeSheet } from '@/lib/contracts/report';
import { SHEET_CSS } from '@/components/views/jobplanrecord/PrintSheetDialog';
import { useStyleNonce } from '@/components/ui/useStyleNonce';

/** The paper form's look (SHEET_CSS), wide enough for the lines table: A4 landscape, scrolled sideways on a phone. */
const WIDE_CSS = `${SHEET_CSS}
.print-sheet.job-change { max-width: 277mm; min-width: 250mm; font-size: 10.5pt; }
.print-sheet.job-change .lines th, .print-sheet.job-change .lines td { font-size: 9pt; padding: 1mm 1.2mm; white-space: normal; }
.print-sheet.job-change .lines th { text-align: center; vertical-align: middle; }
.print-sheet.job-change h2 { font-size: 12pt; margin: 0 0 2mm; }
.print-sheet.job-change .note { font-size: 9.5pt; margin: -2mm 0 4mm; }
.print-sheet.job-change .opinions { table-layout: fixed; }
.print-sheet.job-change .opinions td { width: 33%; }
.print-sheet.job-change .opinions .sign { text-align: left; }
`;

const LINE_COLUMNS = [
  'lineNo', 'name', 'gender', 'birthMonth', 'education', 'workStartDate', 'title', 'currentPost', 'currentPostDate', 'assessments', 'newPost',
  'moveKind', 'term', 'reason', 'remark',
] as const;
const num = (n: number | null) => (n === null ? '' : String(n));

/** 岗位聘用变动审核表 as on paper: header grid, the lines, the level summary and the three opinion boxes. */
export default function JobChangeSheetPaper({ sheet }: { sheet: JobChangeSheet }) {
  const t = useTranslations('report.jobChangeSheet');
  const nonce = useStyleNonce();
  const h = sheet.header;
  const posts = h.postTotal === null ? '' : `${h.postTotal}（${t('postSplit', { manage: num(h.managePosts), tech: num(h.techPosts), worker: num(h.workerPosts) })}）`;
  const pairs: [string, string][] = [
    [t('header.unitName'), h.unitName], [t('header.uscc'), h.uscc], [t('header.competentDept'), h.competentDeptName ?? ''],
    [t('header.unitRank'), h.unitRank], [t('header.fundingForm'), h.fundingForm], [t('header.approvedTotal'), num(h.approvedTotal)],
    [t('header.postTotal'), posts], [t('header.inEstab'), num(h.inEstab)], ['', ''],
  ];
  const rows = [pairs.slice(0, 3), pairs.slice(3, 6), pairs.slice(6, 9)];
  const box = (label: string, who: string, o: { opinion: string | null; reviewer: string | null; date: string | null }) => (
    <td>
      <strong>{label}</strong>
      <div className="opinion">{o.opinion ?? ''}</div>
      <div className="sign">{who}：{o.reviewer ?? ''}</div>
      <div className="sign">{t('opinion.date')}：{o.date ?? ''}<span style={{ float: 'right' }}>{t('opinion.seal')}</span></div>
    </td>
  );
  const blank = { opinion: null, reviewer: null, date: null };

  return (
    <>
      <style nonce={nonce}>{WIDE_CSS}</style>
      <div className="print-sheet job-change">
        {sheet.watermark && <div className="watermark" data-testid="job-change-sheet-watermark">{sheet.watermark}</div>}
        <h1>{t('title')}</h1>
        <div className="meta">
          <span>{sheet.typeName}　{t('header.filingNo')}：{h.filingNo ?? ''}</span>
          <span>{t('header.filingDate')}：{h.filingDate ?? ''}</span>
        </div>
        <table>
          <tbody>
            {rows.map((row, i) => (
              <tr key={i}>{row.map(([label, value], j) => [<th key={`l${j}`}>{label}</th>, <td key={`v${j}`}>{value}</td>])}</tr>
            ))}
          </tbody>
        </table>
        <table className="lines">
          <thead><tr>{LINE_COLUMNS.map((c) => <th key={c}>{t(`column.${c}`)}</th>)}</tr></thead>
          <tbody>
            {sheet.lines.length === 0 && <tr><td colSpan={LINE_COLUMNS.length}>{t('noLines')}</td></tr>}
            {sheet.lines.map((l) => (
              <tr key={l.lineNo}>
                <td className="num">{l.lineNo}</td><td>{l.name}</td><td>{l.gender}</td><td>{l.birthMonth}</td><td>{l.education}</td>
                <td>{l.workStartDate}</td><td>{l.title}</td><td>{l.currentPost}</td><td>{l.currentPostDate ?? ''}</td>
                <td>{l.assessments.map((a) => <div key={a.year}>{a.year} {a.result ?? t('noResult')}</div>)}</td>
                <td>{l.newPost}</td><td>{l.moveKind}</td><td>{l.term}</td><td>{l.reason ?? ''}</td><td>{l.remark ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <h2>{t('summary.title')}</h2>
        <table>
          <thead>
            <tr>
              <th>{t('summary.level')}</th>
              {(['approved', 'heldBefore', 'change', 'heldAfter', 'vacancy'] as const).map((c) => <th key={c} className="num">{t(`summary.${c}`)}</th>)}
            </tr>
          </thead>
          <tbody>
            {sheet.summary.length === 0 && <tr><td colSpan={6}>{t('summary.empty')}</td></tr>}
            {sheet.summary.map((r) => (
              <tr key={r.level}>
                <td>{r.levelName}</td><td className="num">{r.approved}</td><td className="num">{num(r.heldBefore)}</td>
                <td className="num">{r.change > 0 ? `+${r.change}` : r.change}</td><td className="num">{num(r.heldAfter)}</td><td className="num">{num(r.vacancy)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="note">{t(`figuresAt.${sheet.figuresAt}`)}</div>
        <table className="opinions">
          <tbody>
            <tr>
              {box(t('opinion.unit'), t('opinion.leader'), blank)}
              {box(t('opinion.zg'), t('opinion.reviewer'), sheet.opinions.zg)}
              {sheet.opinions.rsjOnRoute && box(t('opinion.rsj'), t('opinion.reviewer'), sheet.opinions.rsj)}
            </tr>
          </tbody>
        </table>
      </div>
    </>
  );
}
