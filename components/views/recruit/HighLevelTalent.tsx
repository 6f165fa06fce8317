import ArrivalPanel from './ArrivalPanel';
import RecruitFilingPage from './RecruitFilingPage';

/** 高层次人才引进 (/recruit/highleveltalent): the introductions and the talents awaiting arrival. */
export default function HighLevelTalent() {
  return <RecruitFilingPage filingType="TALENT_INTRO" page="talent"><ArrivalPanel /></RecruitFilingPage>;
}
