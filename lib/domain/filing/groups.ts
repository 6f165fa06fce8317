/** Which filing types each business section's review list shows (spec §2.2 routes → domain.md §2.5 types). */
export const SECTION_FILING_TYPES: Record<string, readonly string[]> = {
  '/check/list': [],
  '/company': ['UNIT_INFO', 'PERSON_INFO'],
  '/jobplanrecord': ['POST_SETTING'],
  '/recruit': ['RECRUIT_PLAN', 'TALENT_INTRO', 'RECRUIT_RESULT', 'ANNOUNCEMENT'],
  '/personnelExchangeRecord1': ['EXCHANGE', 'INTERNAL_EXCHANGE'],
  '/jobmanage': ['POST_APPOINT', 'POST_CHANGE', 'STAFF_REDUCE', 'PERSON_STATUS'],
  '/yearcheckManage': ['ASSESSMENT_REPORT', 'REWARD_PUNISH'],
  '/identityConvert1': ['ESTAB_CONVERSION'],
};

/** The filing types of the section a path belongs to; an empty list means every type. */
export function filingTypesForPath(path: string): readonly string[] {
  const section = Object.keys(SECTION_FILING_TYPES).find((s) => path === s || path.startsWith(`${s}/`));
  return section ? SECTION_FILING_TYPES[section] : [];
}
