/** Every code list the person screens label or offer. */
export const PERSON_CODE_LISTS = [
  'idType', 'gender', 'ethnicity', 'politicalStatus', 'maritalStatus', 'education', 'degree', 'entryMethod', 'estabStatus', 'estabType',
  'outEmployForm', 'postCategory', 'postLevel', 'civilRank', 'titleLevel', 'titleSeries', 'workerSkill', 'contractType', 'personStatus',
  'reduceType', 'recordStatus', 'appointKind', 'postChangeKind', 'assessmentKind', 'assessmentResult', 'rewardType', 'punishType', 'exchangeMode',
  'exchangeReason', 'filingStatus',
] as const;
