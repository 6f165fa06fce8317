import 'server-only';
import type { FilingType } from '@/lib/contracts/filing';
import { ApiError } from '../../errors';
import type { FilingDefinition } from './definition';
import { estabConversionFiling } from './types/estabConversion';
import { exchangeFiling, internalExchangeFiling } from './types/exchange';
import { personInfoFiling } from './types/personInfo';
import { personStatusFiling } from './types/personStatus';
import { postAppointFiling, postChangeFiling } from './types/postMove';
import { staffReduceFiling } from './types/staffReduce';
import { postSettingFiling } from './types/postSetting';
import { announcementFiling } from './types/announcement';
import { recruitPlanFiling } from './types/recruitPlan';
import { recruitResultFiling } from './types/recruitResult';
import { talentIntroFiling } from './types/talentIntro';
import { unitInfoFiling } from './types/unitInfo';
import { assessmentReportFiling } from './types/assessmentReport';
import { rewardPunishFiling } from './types/rewardPunish';

/** Every registered filing type. */
export const filingDefinitions: readonly FilingDefinition[] = [unitInfoFiling, personInfoFiling, postSettingFiling, estabConversionFiling, recruitPlanFiling, talentIntroFiling, recruitResultFiling, announcementFiling, staffReduceFiling, postAppointFiling, postChangeFiling, exchangeFiling, internalExchangeFiling, assessmentReportFiling, rewardPunishFiling, personStatusFiling];

const definitions = new Map<FilingType, FilingDefinition>(filingDefinitions.map((d) => [d.type, d]));

export function definitionOf(type: string): FilingDefinition {
  const d = definitions.get(type as FilingType);
  if (!d) throw new ApiError(422, '该业务类型尚未开放', null, 'This filing type is not available yet');
  return d;
}
