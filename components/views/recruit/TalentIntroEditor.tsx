import { useTranslations } from 'next-intl';
import { talentIntroHeader, talentIntroLine } from '@/lib/contracts/recruit';
import type { FilingEditorProps } from '@/components/views/filing/editors';
import { TALENT_HEADER, TALENT_LINE } from './fields';
import { fromIdNumber } from './personFields';
import QuotaPanel from './QuotaPanel';
import RecruitEditor from './RecruitEditor';

/** 高层次人才引进: the talents to introduce, each with the post offered and the assessment's conclusion. */
export default function TalentIntroEditor({ filing, onClose }: FilingEditorProps) {
  const t = useTranslations('recruit');
  return (
    <RecruitEditor
      filingType="TALENT_INTRO" title={t(filing ? 'talent.editTitle' : 'talent.newTitle')} hint={t('talent.hint')} filing={filing} onClose={onClose}
      headerSpecs={TALENT_HEADER} headerSchema={talentIntroHeader} headerDefaults={{ introMode: 'ASSESS_RECRUIT' }} withYear aside={<QuotaPanel />}
      lines={{
        noun: t('noun.talent'), heading: t('heading.talent'), specs: TALENT_LINE, schema: talentIntroLine,
        columns: ['name', 'idNumber', 'gender', 'education', 'talentClass', 'postLevel', 'estabType'],
        blank: () => ({ ethnicity: '01', politicalStatus: '13', postCategory: 'TECH', estabType: 'INST', talentClass: 'B' }),
        derive: (name, value, values) => (name === 'postCategory' ? { ...values, postLevel: '' } : fromIdNumber(name, value, values)),
        filterCodes: (values) => (name, o) => name !== 'postLevel' || o.groupCode === values.postCategory,
      }}
    />
  );
}
