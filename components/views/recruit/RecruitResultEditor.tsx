import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { recruitResultHeader, recruitResultLine, type OpenPlan } from '@/lib/contracts/recruit';
import { getOpenPlans, recruitKeys } from '@/lib/client/api/recruit';
import type { FilingEditorProps } from '@/components/views/filing/editors';
import type { Choice } from './FieldGrid';
import { RESULT_HEADER, RESULT_LINE, type FormValues } from './fields';
import { fromIdNumber } from './personFields';
import RecruitEditor from './RecruitEditor';

/**
 * 招聘结果备案: the persons to hire, each on a post of an approved plan, after the plan's approved publicity announcement
 * ran at least 7 days; the publicity period shown is the announcement's publication period.
 */
export default function RecruitResultEditor({ filing, onClose }: FilingEditorProps) {
  const t = useTranslations('recruit');
  const plans = useQuery({ queryKey: recruitKeys.openPlans(), queryFn: getOpenPlans, staleTime: 0 });
  const planOf = (header: FormValues): OpenPlan | undefined => plans.data?.find((p) => String(p.id) === header.planFilingId);

  const publicityOf = (header: FormValues) => planOf(header)?.publicities.find((p) => String(p.id) === header.publicityFilingId);

  const choicesOf = (name: string, header: FormValues): Choice[] | undefined => {
    if (name === 'planFilingId') return (plans.data ?? []).map((p) => ({ value: String(p.id), label: `${p.filingNo} ${p.title}` }));
    if (name === 'publicityFilingId') {
      const own = (planOf(header)?.publicities ?? []).map((p) => ({
        value: String(p.id), label: t('result.publicityChoice', { no: p.filingNo, title: p.title, start: p.publishStart, end: p.publishEnd }),
      }));
      // A draft's announcement no longer offered (the plan expired) still reads by its number.
      const saved = filing?.header.publicityFilingId;
      const kept = typeof saved === 'number' && String(saved) === header.publicityFilingId && !own.some((c) => c.value === String(saved))
        ? [{ value: String(saved), label: [filing?.header.publicityFilingNo, filing?.header.publicityTitle].filter(Boolean).join(' ') || String(saved) }]
        : [];
      return [...own, ...kept];
    }
    if (name === 'postCode') {
      return (planOf(header)?.posts ?? []).map((p) => ({
        value: p.postCode, label: t('result.postChoice', { code: p.postCode, name: p.postName, left: p.recruitCount - p.used }),
      }));
    }
    return undefined;
  };
  const noPlan = plans.isSuccess && plans.data.length === 0 && !filing;

  /** A plan chosen anew drops the announcement of the one before; an announcement chosen brings its publication period. */
  const deriveHeader = (name: string, header: FormValues): FormValues => {
    if (name === 'planFilingId') return { ...header, publicityFilingId: '', publicityStart: '', publicityEnd: '' };
    if (name !== 'publicityFilingId') return header;
    const chosen = publicityOf(header);
    return { ...header, publicityStart: chosen?.publishStart ?? '', publicityEnd: chosen?.publishEnd ?? '' };
  };
  const headerNote = (header: FormValues) => {
    const plan = planOf(header);
    return plan && plan.publicities.length === 0
      ? <Alert severity="info" sx={{ mt: 2 }} data-testid="no-publicity">{t('result.noPublicity')}</Alert>
      : null;
  };

  return (
    <RecruitEditor
      filingType="RECRUIT_RESULT" title={t(filing ? 'result.editTitle' : 'result.newTitle')} hint={t('result.hint')} filing={filing} onClose={onClose}
      headerSpecs={RESULT_HEADER} headerSchema={recruitResultHeader} headerDefaults={{ publicityResult: 'NO_OBJECTION' }} choicesOf={choicesOf}
      deriveHeader={deriveHeader} headerNote={headerNote}
      aside={noPlan ? <Alert severity="warning" sx={{ mb: 2 }} data-testid="no-open-plan">{t('result.noPlan')}</Alert> : undefined}
      lines={{
        noun: t('noun.hire'), heading: t('heading.hire'), specs: RESULT_LINE, schema: recruitResultLine,
        columns: ['postCode', 'name', 'idNumber', 'gender', 'totalScore', 'rank', 'postLevel'],
        blank: () => ({ ethnicity: '01', politicalStatus: '13', physicalResult: 'PASS', inspectResult: 'PASS', rank: '1' }),
        derive: (name, value, values, header) => {
          const post = name === 'postCode' ? planOf(header)?.posts.find((p) => p.postCode === value) : undefined;
          return post ? { ...values, postLevel: post.postLevel } : fromIdNumber(name, value, values);
        },
        filterCodes: (values, header) => (name, o) => {
          const post = planOf(header)?.posts.find((p) => p.postCode === values.postCode);
          return name !== 'postLevel' || !post || o.groupCode === post.postCategory;
        },
      }}
    />
  );
}
