import type { ComponentType } from 'react';
import { lazyView } from '@/components/routing/lazyView';
import type { FilingDetail, FilingType } from '@/lib/contracts/filing';

export interface FilingEditorProps {
  /** The draft or returned filing to edit; a new filing when absent. */
  filing?: FilingDetail;
  onClose(): void;
}

type Editor = ComponentType<FilingEditorProps>;

/** Each type's entry form: opened from its list to file, and from the detail page to edit a draft or a returned filing. */
export const filingEditors: Partial<Record<FilingType, Editor>> = {
  UNIT_INFO: lazyView(() => import('@/components/views/unit/UnitInfoEditor')),
  RECRUIT_PLAN: lazyView(() => import('@/components/views/recruit/RecruitPlanEditor')),
  TALENT_INTRO: lazyView(() => import('@/components/views/recruit/TalentIntroEditor')),
  RECRUIT_RESULT: lazyView(() => import('@/components/views/recruit/RecruitResultEditor')),
  ANNOUNCEMENT: lazyView(() => import('@/components/views/recruit/AnnouncementEditor')),
  POST_SETTING: lazyView(() => import('@/components/views/jobplanrecord/PostSettingEditor')),
  ESTAB_CONVERSION: lazyView(() => import('@/components/views/identity/EstabConversionEditor')),
  STAFF_REDUCE: lazyView(() => import('@/components/views/jobmanage/StaffReduceEditor')),
  POST_APPOINT: lazyView(() => import('@/components/views/jobmanage/PostAppointEditor')),
  POST_CHANGE: lazyView(() => import('@/components/views/jobmanage/PostChangeEditor')),
  PERSON_STATUS: lazyView(() => import('@/components/views/jobmanage/PersonStatusEditor')),
  EXCHANGE: lazyView(() => import('@/components/views/exchange/ExchangeEditor')),
  INTERNAL_EXCHANGE: lazyView(() => import('@/components/views/exchange/InternalExchangeEditor')),
  ASSESSMENT_REPORT: lazyView(() => import('@/components/views/yearcheck/AssessmentReportEditor')),
  REWARD_PUNISH: lazyView(() => import('@/components/views/yearcheck/RewardPunishEditor')),
};
