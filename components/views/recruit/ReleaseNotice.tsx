import RecruitFilingPage from './RecruitFilingPage';

/** 发布公告 (/recruit/releaseNotice). */
export default function ReleaseNotice() {
  return <RecruitFilingPage filingType="ANNOUNCEMENT" page="notice" />;
}
