import type { OperationExample } from './types';

/** Examples of the session, menus, code lists, the unit and health, from the demo dataset. */
export const systemExamples: Record<string, OperationExample> = {
  '/userInfo/userInfo': {
    body: {},
    data: {
      username: 'jc', avatar: '/avatar.svg', roles: ['jc'], ability: ['filing:write', 'filing:submit', 'report:read'],
      User: {
        UserLogin: 'jc', UserCreatetime: '2026-11-26 21:31:40', UserLasttime: '2026-11-26 21:31:46', UserState: '1', IsPay: '1',
        ExpireTime: '2027-12-31', TemporaryType: '0', UserPower: 'filing:write,filing:submit,report:read', CompanyCode: '12330500470128562K',
        UserType: 'jc', PayTime: '2026-01-05', Area: '湖州市', CompanyType: '区直', Personname: '李明华', CompanyName: '湖州市第一中学', CompanyUpperName: '湖州市教育局',
        IsSubNumber: '0', UserRoleid: 4, CompanyId: 4, LoginId: 5, CompanyUpper: 2, City_rsj_id: 1, County_rsj_id: 0,
      },
      mustChangePassword: false,
    },
  },
  '/router/getRouterList': {
    body: {},
    data: {
      list: [
        {
          path: '/', name: 'Root', component: 'Layout', redirect: '/index', meta: { title: '首页', icon: 'home-2-line', breadcrumbHidden: true },
          children: [
            { path: 'index', name: 'Index', component: 'index/index', meta: { title: '首页', icon: 'home-2-line', hidden: true, noClosable: true } },
            {
              path: 'workbench', name: 'Workbench', component: 'index/workbench',
              meta: { title: '工作台', icon: 'settings-6-line', hidden: true, dot: true },
            },
          ],
        },
        {
          path: '/company', name: 'Company', component: 'Layout', redirect: '/company/companyview',
          meta: { title: '单位管理', icon: 'building-2-line', roles: { role: ['jc'], mode: 'oneOf' } },
          children: [
            { path: 'companyview', name: 'CompanyView', component: 'company/companyview', meta: { title: '单位信息', icon: 'community-line' } },
            { path: 'person', name: 'Person', component: 'company/person', meta: { title: '人员信息', icon: 'user-3-line' } },
          ],
        },
      ],
    },
  },
  '/search/getList': { data: { list: [{ value: '单位信息', url: '/#/company/companyview' }, { value: '人员信息', url: '/#/company/person' }] } },
  '/Code/getLists': {
    body: { lists: ['gender'] },
    data: {
      lists: {
        gender: [
          { code: '0', zh: '未知的性别', en: 'Unknown', groupCode: null, selectable: false },
          { code: '1', zh: '男', en: 'Male', groupCode: null, selectable: true },
        ],
      },
    },
  },
  '/Company/getInfo': {
    body: {},
    data: {
      unit: {
        id: 4, unitName: '湖州市第一中学', shortName: '湖州一中', uscc: '12330500470128562K', unitCategory: 'PUBLIC_INST', instClass: 'PW1', unitTier: 'BASE',
        unitRank: 'DIV_DEP', affiliation: '40', regionCode: '330500', regionName: '湖州市', fundingForm: 'FULL', mainPostType: 'TECH',
        estabDocNo: '湖编〔2020〕8号', estabDocDate: '2020-06-18', legalRep: null, contactName: '李明华', contactPhone: '13857201234', address: null,
        postcode: null, competentDeptName: '湖州市教育局', unitStatus: 'NORMAL', recordStatus: 'FILED', companyType: '区直', version: 1,
      },
      establishment: {
        approvedTotal: 150, quotaAdmin: 0, quotaInst: 150, quotaRefCivil: 0, quotaOrganWorker: 0, instQuotaManage: 10, instQuotaTech: 132,
        instQuotaWorker: 8, leaderFull: 1, leaderDeputy: 3, internalOrgCount: 6, docNo: '湖编〔2023〕41号', docDate: '2023-06-20',
        effectiveFrom: '2023-06-20', source: 'INIT',
      },
      quota: [
        { estabType: 'ADMIN', approved: 0, actual: 0, approvedNotArrived: 0, inTransit: 0, vacancy: 0, usageRate: null },
        { estabType: 'INST', approved: 150, actual: 111, approvedNotArrived: 0, inTransit: 0, vacancy: 39, usageRate: 74 },
      ],
      pendingFilingId: null,
    },
  },
  '/health/live': { data: { status: 'ok', version: '2.7.0' } },
  '/health/ready': { data: { status: 'ok', version: '2.7.0' } },
};
