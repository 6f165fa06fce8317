import type { RouteRecord } from '@/lib/contracts/router';
import { menuLink } from './links';

/**
 * The business route tree of spec §2.2, seeded into the menu table. Titles are Chinese; data/i18n translates them.
 * A rule naming some, not all, of the business roles (jc, zg, rsj) and not the admin marks their own work, which the admin
 * (who has no unit and reviews nothing) is not offered; a page a role cannot use (its calls would refuse it) is not given
 * to that role, so opening it answers 404 rather than 403.
 */
const roles = (...role: string[]) => ({ role, mode: 'oneOf' as const });
const JC = roles('jc');
const REVIEWERS = roles('zg', 'rsj');
const ALL = roles('jc', 'zg', 'rsj');
/** A unit's page the admin also opens: it picks the unit (?unitId=) and reads it; the unit's actions stay the unit's. */
const JC_READ_BY_ADMIN = roles('jc', 'admin');

const reviewList = (name: string): RouteRecord => ({
  path: 'checklist', name, component: 'check/checklist', meta: { title: '审核列表', icon: 'list-check-2', roles: REVIEWERS },
});

export const businessRoutes: RouteRecord[] = [
  {
    path: '/', name: 'Root', component: 'Layout', redirect: '/index', meta: { title: '首页', icon: 'home-2-line', breadcrumbHidden: true },
    children: [
      { path: 'index', name: 'Index', component: 'index/index', meta: { title: '首页', icon: 'home-2-line', noClosable: true, hidden: true } },
      { path: 'workbench', name: 'Workbench', component: 'index/workbench', meta: { title: '工作台', icon: 'settings-6-line', hidden: true, dot: true } },
      { path: 'noticeManagement', name: 'NoticeManagement', component: 'notice/noticeManagement', meta: { title: '通知发布', icon: 'megaphone-line', roles: roles('admin', 'rsj') } },
      { path: 'commonFileManagement', name: 'CommonFileManagement', component: 'company/uploadCommonFile', meta: { title: '公共资源管理', icon: 'folder-line', roles: roles('admin', 'rsj') } },
      { path: 'policySetting', name: 'PolicySetting', component: 'setting/policySetting', meta: { title: '政策参数', icon: 'equalizer-line', roles: roles('admin', 'rsj') } },
      // The imports of a deployment's first day: the unit registry and the records kept before the system (the bureau for its region).
      { path: 'dataImport', name: 'DataImport', component: 'setting/dataImport', meta: { title: '数据导入', icon: 'import-line', roles: roles('admin', 'rsj') } },
      // The yearly rounds the units must file by a date (the bureau for its region), shown on their workbenches.
      { path: 'campaign', name: 'Campaign', component: 'setting/campaign', meta: { title: '上报任务', icon: 'calendar-schedule-line', roles: roles('admin', 'rsj') } },
    ],
  },
  {
    // The admin reads every unit's information and reported persons here; the unit's other pages are its own work.
    path: '/company', name: 'Company', component: 'Layout', redirect: '/company/companyview', meta: { title: '单位管理', icon: 'building-2-line', roles: roles('jc', 'admin') },
    children: [
      { path: 'companyview', name: 'CompanyView', component: 'company/companyview', meta: { title: '单位信息', icon: 'community-line', roles: JC_READ_BY_ADMIN } },
      { path: 'person', name: 'Person', component: 'company/person', meta: { title: '人员信息', icon: 'user-3-line' } },
      { path: 'baseInforeport', name: 'BaseInfoReport', component: 'company/baseInforeport', meta: { title: '基本信息上报', icon: 'upload-2-line', roles: JC } },
      { path: 'uploadCommonFile', name: 'UploadCommonFile', component: 'company/uploadCommonFile', meta: { title: '公共资源管理', icon: 'folder-line', roles: JC } },
    ],
  },
  {
    // The reviewers' queue and history; registration review is the admin's work as well (it reviews nothing else here).
    path: '/check/list', name: 'Check', component: 'Layout', redirect: '/check/list/companyCheck', meta: { title: '数据审核', icon: 'shield-check-line', roles: roles('zg', 'rsj', 'admin') },
    children: [
      { path: 'companyCheck', name: 'CompanyCheck', component: 'check/companyCheck', meta: { title: '数据审核', icon: 'file-search-line', roles: REVIEWERS } },
      { path: 'resultList', name: 'CheckResultList', component: 'check/resultList', meta: { title: '历史数据查看', icon: 'history-line', hidden: true, roles: REVIEWERS, activeMenu: '/check/list/companyCheck' } },
      reviewList('CheckChecklist'),
      { path: 'registrationReview', name: 'RegistrationReview', component: 'setting/registrationReview', meta: { title: '注册审核', icon: 'user-add-line', roles: roles('rsj', 'admin') } },
    ],
  },
  {
    path: '/jobplanrecord', name: 'JobPlanRecord', component: 'Layout', redirect: '/jobplanrecord/jobplanrecord1', meta: { title: '岗位设置', icon: 'organization-chart', roles: ALL },
    children: [
      { path: 'jobplanrecord1', name: 'JobPlanRecord1', component: 'jobplanrecord/jobplanrecord1', meta: { title: '岗位设置审批备案表', icon: 'file-list-3-line', roles: JC_READ_BY_ADMIN } },
      { path: 'listPage', name: 'JobPlanListPage', component: 'jobplanrecord/listPage', meta: { title: '历史查询', icon: 'history-line', hidden: true, activeMenu: '/jobplanrecord/reportHis/11/reporthis' } },
      { path: 'reportHis/:type/:navTabId', name: 'JobPlanReportHis', component: 'jobplanrecord/reportHis', meta: { title: '历史查询', icon: 'history-line', hidden: true, dynamicNewTab: true, activeMenu: '/jobplanrecord/reportHis/11/reporthis' } },
      { path: 'reportHis/11/reporthis', name: 'JobPlanReportHis11', component: 'jobplanrecord/reportHis', meta: { title: '岗位设置历史', icon: 'history-line' } },
      reviewList('JobPlanChecklist'),
    ],
  },
  {
    path: '/recruit', name: 'Recruit', component: 'Layout', redirect: '/recruit/openRecruitmentPlan', meta: { title: '招聘管理', icon: 'user-add-line', roles: ALL },
    children: [
      { path: 'openRecruitmentPlan', name: 'OpenRecruitmentPlan', component: 'recruit/openRecruitmentPlan', meta: { title: '公开招聘计划', icon: 'calendar-todo-line', roles: JC_READ_BY_ADMIN } },
      { path: 'highleveltalent', name: 'HighLevelTalent', component: 'recruit/highleveltalent', meta: { title: '高层次人才引进', icon: 'vip-crown-line', roles: JC } },
      { path: 'resultList', name: 'RecruitResultList', component: 'recruit/resultList', meta: { title: '招聘结果', icon: 'file-list-2-line', roles: JC } },
      reviewList('RecruitChecklist'),
      { path: 'releaseNotice', name: 'ReleaseNotice', component: 'recruit/releaseNotice', meta: { title: '发布公告', icon: 'megaphone-line', roles: JC } },
    ],
  },
  {
    path: '/personnelExchangeRecord1', name: 'PersonnelExchange', component: 'Layout', redirect: '/personnelExchangeRecord1/personnelExchangeRecord', meta: { title: '人员交流', icon: 'arrow-left-right-line', roles: ALL },
    children: [
      { path: 'personnelExchangeRecord', name: 'PersonnelExchangeRecord', component: 'exchange/personnelExchangeRecord', meta: { title: '人员交流备案', icon: 'exchange-line', roles: JC } },
      { path: 'internalPersonExchange', name: 'InternalPersonExchange', component: 'exchange/internalPersonExchange', meta: { title: '系统内人员交流', icon: 'exchange-box-line', roles: roles('jc', 'zg') } },
      reviewList('ExchangeChecklist'),
    ],
  },
  {
    path: '/jobmanage', name: 'JobManage', component: 'Layout', redirect: '/jobmanage/joblistmanage', meta: { title: '岗位管理', icon: 'briefcase-line', roles: ALL },
    children: [
      { path: 'joblistmanage', name: 'JobListManage', component: 'jobmanage/joblistmanage', meta: { title: '岗位聘用管理', icon: 'list-unordered', roles: JC } },
      { path: 'decrease', name: 'Decrease', component: 'jobmanage/decrease', meta: { title: '减员', icon: 'user-unfollow-line', roles: JC } },
      { path: 'personStatus', name: 'PersonStatus', component: 'jobmanage/personStatus', meta: { title: '人员状态变动', icon: 'user-settings-line', roles: JC } },
      { path: 'reportpersonjob', name: 'ReportPersonJob', component: 'jobmanage/reportpersonjob', meta: { title: '岗位变动上报', icon: 'user-shared-line', roles: JC } },
      reviewList('JobManageChecklist'),
    ],
  },
  {
    path: '/yearcheckManage', name: 'YearCheckManage', component: 'Layout', redirect: '/yearcheckManage/yearcheck', meta: { title: '考核管理', icon: 'award-line', roles: ALL },
    children: [
      { path: 'yearcheck', name: 'YearCheck', component: 'yearcheck/yearcheck', meta: { title: '年度考核', icon: 'calendar-check-line', roles: JC } },
      { path: 'yearcheckreport', name: 'YearCheckReport', component: 'yearcheck/yearcheckreport', meta: { title: '考核上报', icon: 'upload-cloud-2-line', roles: JC } },
      { path: 'rewardsPenalties', name: 'RewardsPenalties', component: 'yearcheck/rewardsPenalties', meta: { title: '奖惩管理', icon: 'medal-line', roles: JC } },
      reviewList('YearCheckChecklist'),
    ],
  },
  {
    path: '/identityConvert1', name: 'IdentityConvert', component: 'Layout', redirect: '/identityConvert1/identityConvert', meta: { title: '身份转换', icon: 'swap-line', roles: ALL },
    children: [
      { path: 'identityConvert', name: 'IdentityConvertFiling', component: 'identity/identityConvert', meta: { title: '编制转换备案', icon: 'swap-box-line', roles: JC } },
      reviewList('IdentityChecklist'),
    ],
  },
  {
    path: '/checkjc', name: 'CheckJc', component: 'Layout', redirect: '/checkjc/listPage', meta: { title: '申报列表', icon: 'file-list-line', roles: JC, hidden: true },
    children: [{ path: 'listPage', name: 'CheckJcListPage', component: 'check/declarationList', meta: { title: '申报列表', icon: 'file-list-line' } }],
  },
  {
    path: '/report', name: 'Report', component: 'Layout', redirect: '/report/comprehensiveSearch', meta: { title: '统计报表', icon: 'bar-chart-box-line', roles: ALL },
    children: [
      { path: 'comprehensiveSearch', name: 'ComprehensiveSearch', component: 'report/comprehensiveSearch', meta: { title: '统计查询', icon: 'search-2-line' } },
      { path: 'reportMainTongji/:mode/:navTabId', name: 'ReportMainTongji', component: 'report/reportMainTongji', meta: { title: '岗位聘用变动审核表', icon: 'table-line', hidden: true, dynamicNewTab: true, activeMenu: '/report/reportMainTongji/jobsetemploycheckreport1/reportshow' } },
      { path: 'reportMainTongji/jobsetemploycheckreport1/reportshow', name: 'ReportShow', component: 'report/reportMainTongji', meta: { title: '岗位聘用变动审核表', icon: 'table-line' } },
      { path: 'reportScheduleSearch', name: 'ReportScheduleSearch', component: 'report/reportScheduleSearch', meta: { title: '上报单位审核进度', icon: 'time-line' } },
      { path: 'scheduleView', name: 'ScheduleView', component: 'report/scheduleView', meta: { title: '审核进度查看', icon: 'eye-line', hidden: true, activeMenu: '/report/reportScheduleSearch' } },
    ],
  },
  {
    path: '/checklist', name: 'UnitChecklistGroup', component: 'Layout', redirect: '/checklist/index', meta: { title: '单位审核列表', icon: 'list-check-3', roles: JC, levelHidden: true },
    children: [{ path: 'index', name: 'UnitChecklist', component: 'check/unitChecklist', meta: { title: '单位审核列表', icon: 'list-check-3' } }],
  },
  {
    path: '/adminIndex', name: 'AdminIndexGroup', component: 'Layout', redirect: '/adminIndex/index', meta: { title: '申报数据查看', icon: 'database-2-line', roles: roles('admin'), levelHidden: true },
    children: [{ path: 'index', name: 'AdminIndex', component: 'admin/adminIndex', meta: { title: '申报数据查看', icon: 'database-2-line' } }],
  },
  {
    path: '/view', name: 'View', component: 'Layout', redirect: '/view/checkDetail', meta: { title: '业务详情', roles: ALL, hidden: true },
    children: [{ path: 'checkDetail', name: 'CheckDetail', component: 'check/checkDetail', meta: { title: '业务详情', hidden: true, noKeepAlive: true } }],
  },
  {
    path: '/userCenter', name: 'UserCenterGroup', component: 'Layout', redirect: '/userCenter/index', meta: { title: '个人中心', icon: 'user-settings-line', hidden: true },
    children: [{ path: 'index', name: 'UserCenter', component: 'setting/personalCenter', meta: { title: '个人中心', icon: 'user-settings-line', hidden: true } }],
  },
  {
    path: '/setting', name: 'Setting', component: 'Layout', redirect: '/setting/personalCenter', meta: { title: '系统设置', icon: 'settings-3-line', roles: roles('jc', 'admin'), hidden: true },
    children: [
      { path: 'personalCenter', name: 'PersonalCenter', component: 'setting/personalCenter', meta: { title: '个人中心', icon: 'user-settings-line' } },
      { path: 'userManagement', name: 'UserManagement', component: 'setting/userManagement', meta: { title: '用户管理', icon: 'user-line' } },
      { path: 'roleManagement', name: 'RoleManagement', component: 'setting/roleManagement', meta: { title: '角色管理', icon: 'admin-line', roles: roles('admin') } },
      { path: 'departmentManagement', name: 'DepartmentManagement', component: 'setting/departmentManagement', meta: { title: '部门管理', icon: 'group-line', roles: roles('admin') } },
      { path: 'menuManagement', name: 'MenuManagement', component: 'setting/menuManagement', meta: { title: '菜单管理', icon: 'menu-2-line', roles: roles('admin') } },
      { path: 'systemLog', name: 'SystemLog', component: 'setting/systemLog', meta: { title: '系统日志', icon: 'file-shield-2-line' } },
      { path: 'backupManagement', name: 'BackupManagement', component: 'setting/backupManagement', meta: { title: '备份管理', icon: 'database-2-line', roles: roles('admin') } },
    ],
  },
  {
    // The admin's console: links to pages that keep their own paths (bookmarks and other roles' menus use them).
    path: '/system', name: 'SystemManage', component: 'Layout', redirect: '/system/userManagement', meta: { title: '系统管理', icon: 'settings-4-line', roles: roles('admin') },
    children: [
      menuLink('userManagement', 'SystemUserManagement', '/setting/userManagement', '账号管理', 'user-line'),
      menuLink('roleManagement', 'SystemRoleManagement', '/setting/roleManagement', '角色管理', 'admin-line'),
      menuLink('departmentManagement', 'SystemDepartmentManagement', '/setting/departmentManagement', '部门管理', 'group-line'),
      menuLink('menuManagement', 'SystemMenuManagement', '/setting/menuManagement', '菜单管理', 'menu-2-line'),
      menuLink('systemLog', 'SystemSystemLog', '/setting/systemLog', '系统日志', 'file-shield-2-line'),
      menuLink('noticeManagement', 'SystemNoticeManagement', '/noticeManagement', '通知发布', 'megaphone-line'),
      menuLink('commonFileManagement', 'SystemCommonFileManagement', '/commonFileManagement', '公共资源管理', 'folder-line'),
      menuLink('policySetting', 'SystemPolicySetting', '/policySetting', '政策参数', 'equalizer-line'),
      menuLink('backupManagement', 'SystemBackupManagement', '/setting/backupManagement', '备份管理', 'database-2-line'),
      menuLink('dataImport', 'SystemDataImport', '/dataImport', '数据导入', 'import-line'),
      menuLink('campaign', 'SystemCampaign', '/campaign', '上报任务', 'calendar-schedule-line'),
    ],
  },
];
