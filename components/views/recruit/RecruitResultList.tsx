import ArrivalPanel from './ArrivalPanel';
import RecruitFilingPage from './RecruitFilingPage';

/** 招聘结果 (/recruit/resultList): the results and the persons hired awaiting arrival. */
export default function RecruitResultList() {
  return <RecruitFilingPage filingType="RECRUIT_RESULT" page="result"><ArrivalPanel /></RecruitFilingPage>;
}
