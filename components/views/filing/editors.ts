import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { FilingDetail, FilingType } from '@/lib/contracts/filing';

export interface FilingEditorProps {
  /** The draft or returned filing to edit; a new filing when absent. */
  filing?: FilingDetail;
  onClose(): void;
}

type Editor = LazyExoticComponent<ComponentType<FilingEditorProps>>;

/** Each type's entry form: opened from its list to file, and from the detail page to edit a draft or a returned filing. */
export const filingEditors: Partial<Record<FilingType, Editor>> = {
  UNIT_INFO: lazy(() => import('@/components/views/unit/UnitInfoEditor')),
  RECRUIT_PLAN: lazy(() => import('@/components/views/recruit/RecruitPlanEditor')),
  TALENT_INTRO: lazy(() => import('@/components/views/recruit/TalentIntroEditor')),
  RECRUIT_RESULT: lazy(() => import('@/components/views/recruit/RecruitResultEditor')),
  ANNOUNCEMENT: lazy(() => import('@/components/views/recruit/AnnouncementEditor')),
  POST_SETTING: lazy(() => import('@/components/views/jobplanrecord/PostSettingEditor')),
  ESTAB_CONVERSION: lazy(() => import('@/components/views/identity/EstabConversionEditor')),
  STAFF_REDUCE: lazy(() => import('@/components/views/jobmanage/StaffReduceEditor')),
  POST_APPOINT: lazy(() => import('@/components/views/jobmanage/PostAppointEditor')),
  POST_CHANGE: lazy(() => import('@/components/views/jobmanage/PostChangeEditor')),
  PERSON_STATUS: lazy(() => import('@/components/views/jobmanage/PersonStatusEditor')),
  EXCHANGE: lazy(() => import('@/components/views/exchange/ExchangeEditor')),
  INTERNAL_EXCHANGE: lazy(() => import('@/components/views/exchange/InternalExchangeEditor')),
  ASSESSMENT_REPORT: lazy(() => import('@/components/views/yearcheck/AssessmentReportEditor')),
  REWARD_PUNISH: lazy(() => import('@/components/views/yearcheck/RewardPunishEditor')),
};
