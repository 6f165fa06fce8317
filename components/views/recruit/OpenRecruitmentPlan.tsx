import RecruitFilingPage from './RecruitFilingPage';

/** 公开招聘计划 (/recruit/openRecruitmentPlan). */
export default function OpenRecruitmentPlan() {
  return <RecruitFilingPage filingType="RECRUIT_PLAN" page="plan" />;
}
