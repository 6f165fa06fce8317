import { ANNOUNCEMENT_TYPE, FILING_STATUS, REVIEW_ACTION, REVIEW_NODE } from './filing';
import { DEGREE, EDUCATION, ETHNICITY, GENDER, ID_TYPE, MARITAL_STATUS, POLITICAL_STATUS } from './person';
import {
  ASSESSMENT_KIND, ASSESSMENT_RESULT, ENTRY_METHOD, EXCHANGE_MODE, EXCHANGE_REASON, PERSON_STATUS, PUNISH_TYPE, REDUCE_TYPE,
  REWARD_LEVEL, REWARD_TYPE, SANCTION_BASIS,
} from './personnel';
import {
  APPOINT_KIND, CIVIL_RANK, CONTRACT_TYPE, POST_CATEGORY, POST_CHANGE_KIND, POST_LEVEL, TITLE_LEVEL, TITLE_SERIES, WORKER_SKILL,
} from './post';
import type { CodeEntry } from './types';
import {
  AFFILIATION, ESTAB_STATUS, ESTAB_TYPE, FUNDING_FORM, INST_CLASS, MAIN_POST_TYPE, OUT_EMPLOY_FORM, RECORD_STATUS, UNIT_CATEGORY,
  UNIT_RANK, UNIT_STATUS, UNIT_TIER,
} from './unit';

export type { CodeEntry } from './types';
export { POST_LEVEL_BANDS } from './post';
export { PUNISH_MONTHS } from './personnel';

const lists = {
  gender: GENDER,
  idType: ID_TYPE,
  ethnicity: ETHNICITY,
  politicalStatus: POLITICAL_STATUS,
  maritalStatus: MARITAL_STATUS,
  education: EDUCATION,
  degree: DEGREE,
  unitCategory: UNIT_CATEGORY,
  instClass: INST_CLASS,
  fundingForm: FUNDING_FORM,
  unitRank: UNIT_RANK,
  affiliation: AFFILIATION,
  unitTier: UNIT_TIER,
  mainPostType: MAIN_POST_TYPE,
  unitStatus: UNIT_STATUS,
  recordStatus: RECORD_STATUS,
  estabStatus: ESTAB_STATUS,
  estabType: ESTAB_TYPE,
  outEmployForm: OUT_EMPLOY_FORM,
  postCategory: POST_CATEGORY,
  postLevel: POST_LEVEL,
  titleLevel: TITLE_LEVEL,
  titleSeries: TITLE_SERIES,
  workerSkill: WORKER_SKILL,
  contractType: CONTRACT_TYPE,
  civilRank: CIVIL_RANK,
  appointKind: APPOINT_KIND,
  postChangeKind: POST_CHANGE_KIND,
  personStatus: PERSON_STATUS,
  entryMethod: ENTRY_METHOD,
  reduceType: REDUCE_TYPE,
  assessmentKind: ASSESSMENT_KIND,
  assessmentResult: ASSESSMENT_RESULT,
  announcementType: ANNOUNCEMENT_TYPE,
  rewardType: REWARD_TYPE,
  rewardLevel: REWARD_LEVEL,
  punishType: PUNISH_TYPE,
  sanctionBasis: SANCTION_BASIS,
  exchangeMode: EXCHANGE_MODE,
  exchangeReason: EXCHANGE_REASON,
  filingStatus: FILING_STATUS,
  reviewAction: REVIEW_ACTION,
  reviewNode: REVIEW_NODE,
} satisfies Record<string, CodeEntry[]>;

/** The name of a code list; also the `code_item.list` value. */
export type ListName = keyof typeof lists;

/** Every code list of domain.md §6 (and the small enumerations of §2 that the screens show by name). */
export const CODE_LISTS: Readonly<Record<ListName, readonly CodeEntry[]>> = lists;
