/** The dynamic tab of one filing's 岗位聘用变动审核表 (route report/reportMainTongji/:mode/:navTabId, mode = the filing id). */
export const jobChangeSheetPath = (filingId: number) => `/report/reportMainTongji/${filingId}/sheet${filingId}`;

/** The filing types that have the sheet (domain.md §5.4). */
export const JOB_CHANGE_TYPES = ['POST_APPOINT', 'POST_CHANGE'] as const;
