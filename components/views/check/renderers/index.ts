import type { ComponentType } from 'react';
import GenericHeader from './GenericHeader';
import GenericLines from './GenericLines';
import PersonInfoLines from './PersonInfoLines';
import type { RendererProps } from './types';
import ExchangeHeaderView from '@/components/views/exchange/ExchangeHeaderView';
import ExchangeLinesView from '@/components/views/exchange/ExchangeLinesView';
import PostMoveHeaderView from '@/components/views/jobmanage/PostMoveHeaderView';
import PostMoveLinesView from '@/components/views/jobmanage/PostMoveLinesView';
import ReduceLinesView from '@/components/views/jobmanage/ReduceLinesView';
import PersonStatusLinesView from '@/components/views/jobmanage/PersonStatusLinesView';
import UnitInfoHeader from './UnitInfoHeader';
import RecruitHeader from '@/components/views/recruit/RecruitHeader';
import RecruitLines from '@/components/views/recruit/RecruitLines';
import EstabConversionLinesView from '@/components/views/identity/EstabConversionLinesView';
import AssessmentLinesView from '@/components/views/yearcheck/AssessmentLinesView';
import RewardPunishLinesView from '@/components/views/yearcheck/RewardPunishLinesView';
import YearcheckHeaderView from '@/components/views/yearcheck/YearcheckHeaderView';
import PostSettingHeaderView from '@/components/views/jobplanrecord/PostSettingHeaderView';
import PostSettingLinesView from '@/components/views/jobplanrecord/PostSettingLinesView';

export interface FilingRenderer {
  Header: ComponentType<RendererProps>;
  /** Null for a type that has no lines. */
  Lines: ComponentType<RendererProps> | null;
}

/** How each filing type shows its header and lines; a type not listed, or a part not given, uses the generic tables. */
const RENDERERS: Record<string, Partial<FilingRenderer>> = {
  UNIT_INFO: { Header: UnitInfoHeader, Lines: null },
  PERSON_INFO: { Lines: PersonInfoLines },
  STAFF_REDUCE: { Lines: ReduceLinesView },
  PERSON_STATUS: { Lines: PersonStatusLinesView },
  POST_APPOINT: { Header: PostMoveHeaderView, Lines: PostMoveLinesView },
  POST_CHANGE: { Header: PostMoveHeaderView, Lines: PostMoveLinesView },
  EXCHANGE: { Header: ExchangeHeaderView, Lines: ExchangeLinesView },
  INTERNAL_EXCHANGE: { Header: ExchangeHeaderView, Lines: ExchangeLinesView },
  RECRUIT_PLAN: { Header: RecruitHeader, Lines: RecruitLines },
  TALENT_INTRO: { Header: RecruitHeader, Lines: RecruitLines },
  RECRUIT_RESULT: { Header: RecruitHeader, Lines: RecruitLines },
  ANNOUNCEMENT: { Header: RecruitHeader, Lines: null },
  POST_SETTING: { Header: PostSettingHeaderView, Lines: PostSettingLinesView },
  ESTAB_CONVERSION: { Lines: EstabConversionLinesView },
  ASSESSMENT_REPORT: { Header: YearcheckHeaderView, Lines: AssessmentLinesView },
  REWARD_PUNISH: { Header: YearcheckHeaderView, Lines: RewardPunishLinesView },
};

export function rendererFor(filingType: string): FilingRenderer {
  const own = RENDERERS[filingType] ?? {};
  return { Header: own.Header ?? GenericHeader, Lines: own.Lines === undefined ? GenericLines : own.Lines };
}
