import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { MigratedMark, PersonHistories as Histories } from '@/lib/contracts/person';
import HistoryTable from './HistoryTable';
import MigratedChip from './MigratedChip';

type Label = (list: string, code: string | null | undefined) => string;
type Row<K extends keyof Histories> = Histories[K][number];
/** A column: its key (also its message under history.*), the cell, and a title when the field has its own label. */
type Column<K extends keyof Histories> = [string, (r: Row<K>) => ReactNode, string?];

/** The history sub-sets of a person (domain.md §2.3): appointments, establishment, assessments, rewards and sanctions, exchanges, status periods, titles, education, résumé. */
export default function PersonHistories({ histories: h, label }: { histories: Histories; label: Label }) {
  const t = useTranslations('person');
  const table = <K extends keyof Histories>(key: K, columns: Column<K>[]) => (
    <HistoryTable
      testId={`history-${key}`} title={t(`history.${String(key)}`)} rows={h[key] as Row<K>[]}
      columns={columns.map(([k, value, title]) => ({ key: k, label: title ?? t(`history.${k}`), value }))}
    />
  );
  const source = (r: { sourceFilingNo: string | null }) => r.sourceFilingNo;
  /** A row the historical records import wrote shows where it came from. */
  const origin = (r: { sourceFilingNo: string | null; migrated: MigratedMark | null }) =>
    (r.migrated ? <MigratedChip mark={r.migrated} /> : r.sourceFilingNo);
  const changeKind = (code: string) => (t.has(`history.${code}`) ? t(`history.${code}`)
    : ['appointKind', 'postChangeKind'].map((l) => label(l, code)).find((name) => name !== code) ?? code);
  const estab = (status: string | null, type: string | null) => (status ? [label('estabStatus', status), label('estabType', type)].filter(Boolean).join(' · ') : null);
  return (
    <>
      {table('posts', [
        ['postCategory', (r) => label('postCategory', r.postCategory), t('field.postCategory')],
        ['postLevel', (r) => label('postLevel', r.postLevel), t('field.postLevel')],
        ['changeKind', (r) => changeKind(r.changeKind)], ['appointStart', (r) => r.appointStart], ['appointEnd', (r) => r.appointEnd],
        ['docNo', (r) => r.docNo], ['source', origin],
      ])}
      {table('estabs', [
        ['from', (r) => estab(r.fromEstabStatus, r.fromEstabType)], ['to', (r) => estab(r.toEstabStatus, r.toEstabType)],
        ['effectiveDate', (r) => r.effectiveDate], ['basisDoc', (r) => r.basisDoc], ['source', origin],
      ])}
      {table('assessments', [
        ['year', (r) => r.year], ['kind', (r) => label('assessmentKind', r.kind), t('history.rpKind')],
        ['result', (r) => label('assessmentResult', r.result)], ['comment', (r) => r.comment], ['source', origin],
      ])}
      {table('rewardPunish', [
        ['rpKind', (r) => t(r.rpKind === 'REWARD' ? 'history.reward' : 'history.punish')],
        ['rpType', (r) => label(r.rpKind === 'REWARD' ? 'rewardType' : 'punishType', r.rpType)], ['rpName', (r) => r.rpName],
        ['decisionDate', (r) => r.decisionDate], ['approveOrg', (r) => r.approveOrg], ['docNo', (r) => r.docNo],
        ['punishEndDate', (r) => r.punishEndDate], ['source', origin],
      ])}
      {table('exchanges', [
        ['direction', (r) => t(r.direction === 'IN' ? 'history.in' : 'history.out')], ['exchangeMode', (r) => label('exchangeMode', r.exchangeMode)],
        ['counterpart', (r) => r.counterpartUnitName], ['reason', (r) => label('exchangeReason', r.reason)], ['effectiveDate', (r) => r.effectiveDate],
        ['secondmentEnded', (r) => r.endDate], ['source', source],
      ])}
      {table('statuses', [
        ['fromStatus', (r) => label('personStatus', r.fromStatus)], ['toStatus', (r) => label('personStatus', r.toStatus)],
        ['startDate', (r) => r.startDate], ['endDate', (r) => r.endDate], ['reason', (r) => r.reason], ['source', source],
      ])}
      {table('titles', [
        ['profTitle', (r) => r.profTitle, t('field.profTitle')], ['titleLevel', (r) => label('titleLevel', r.titleLevel), t('field.titleLevel')],
        ['titleSeries', (r) => label('titleSeries', r.titleSeries), t('field.titleSeries')], ['titleDate', (r) => r.titleDate, t('field.titleDate')],
        ['source', source],
      ])}
      {table('educations', [
        ['kind', (r) => t(`history.${r.kind}`)], ['education', (r) => label('education', r.education)],
        ['degree', (r) => label('degree', r.degree)], ['school', (r) => r.school], ['major', (r) => r.major, t('field.major')],
        ['startDate', (r) => r.startDate], ['endDate', (r) => r.endDate],
      ])}
      {table('resumes', [
        ['startDate', (r) => r.startDate], ['endDate', (r) => r.endDate], ['organisation', (r) => r.organisation], ['position', (r) => r.position],
      ])}
    </>
  );
}
