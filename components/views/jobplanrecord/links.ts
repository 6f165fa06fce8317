/** The history pages of the post setting section (data/routes/business.ts). */
export const HISTORY_LINKS = { filings: '/jobplanrecord/listPage', plans: '/jobplanrecord/reportHis/11/reporthis' };

/** The plan history of one unit, in a tab of its own. */
export const unitPlanHistoryPath = (unitId: number) => `/jobplanrecord/reportHis/11/${unitId}`;
