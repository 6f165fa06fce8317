import { useTranslations } from 'next-intl';
import { recruitPlanHeader, recruitPlanLine } from '@/lib/contracts/recruit';
import { defaultAgeMax } from '@/lib/domain/recruit';
import type { FilingEditorProps } from '@/components/views/filing/editors';
import { PLAN_HEADER, PLAN_LINE, type FormValues } from './fields';
import QuotaPanel from './QuotaPanel';
import RecruitEditor from './RecruitEditor';

const BLANK: FormValues = {
  postCategory: 'TECH', eduReq: '21', degreeReq: 'BACHELOR', ageMax: '35', majorReq: '不限', targeted: 'NONE', examRatio: '1:3', estabType: 'INST', recruitCount: '1',
};

/** The age limit follows the degree asked for while the clerk has not set another one. */
function derive(name: string, value: string, values: FormValues): FormValues {
  if (name === 'postCategory') return { ...values, postLevel: '' };
  if (name === 'degreeReq' && [35, 40, 45].includes(Number(values.ageMax))) return { ...values, ageMax: String(defaultAgeMax(value)) };
  return values;
}

/** 公开招聘计划: the posts to fill, their counts and requirements, within the room for recruitment. */
export default function RecruitPlanEditor({ filing, onClose }: FilingEditorProps) {
  const t = useTranslations('recruit');
  return (
    <RecruitEditor
      filingType="RECRUIT_PLAN" title={t(filing ? 'plan.editTitle' : 'plan.newTitle')} hint={t('plan.hint')} filing={filing} onClose={onClose}
      headerSpecs={PLAN_HEADER} headerSchema={recruitPlanHeader} withYear aside={<QuotaPanel />}
      lines={{
        noun: t('noun.post'), heading: t('heading.post'), specs: PLAN_LINE, schema: recruitPlanLine,
        columns: ['postCode', 'postName', 'postLevel', 'recruitCount', 'eduReq', 'ageMax', 'estabType'],
        blank: () => BLANK, derive,
        filterCodes: (values) => (name, o) => name !== 'postLevel' || o.groupCode === values.postCategory,
      }}
    />
  );
}
