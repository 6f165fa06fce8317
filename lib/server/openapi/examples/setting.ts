import type { OperationExample } from './types';

/** Examples of roles, units, menus, policies, the system log and backups, from the demo dataset. */
/** A 公示 days version to come: a region that counts its 5 working days as 7 calendar days. */
const PUBLICITY_7 = {
  id: 6, value: { TALENT_INTRO: 7, POST_APPOINT: 7, ASSESSMENT_REPORT: 7 }, validFrom: '2027-01-01',
  basis: '某省事业单位公示办法：公示期不少于5个工作日，按7个自然日计', createdBy: 'rsj', createdAt: '2026-11-27 10:40:02',
};

export const settingExamples: Record<string, OperationExample> = {
  '/Role/getList': {
    body: {},
    data: {
      list: [
        {
          id: 1, code: 'admin', nameZh: '系统管理员', nameEn: 'Administrator', abilities: ['read:system', 'write:system', 'delete:system'],
          menuIds: [1, 2, 9, 14, 19, 25, 31, 35, 41, 46], userCount: 1,
        },
        {
          id: 2, code: 'rsj', nameZh: '人社局', nameEn: 'Personnel bureau', abilities: ['filing:review', 'report:read', 'notice:publish'],
          menuIds: [1, 2, 14, 51, 61, 63, 3, 15, 20, 47], userCount: 1,
        },
      ],
      menus: [
        {
          id: 1, title: '首页', path: '/',
          children: [{ id: 2, title: '首页', path: 'index', children: [] }, { id: 3, title: '工作台', path: 'workbench', children: [] }],
        },
        {
          id: 8, title: '单位管理', path: '/company',
          children: [{ id: 9, title: '单位信息', path: 'companyview', children: [] }, { id: 10, title: '人员信息', path: 'person', children: [] }],
        },
      ],
    },
  },
  '/Role/save': {
    body: { id: 3, nameZh: '主管部门', nameEn: 'Competent authority', abilities: ['filing:review', 'report:read'], menuIds: [1, 2, 9] },
    data: {
      id: 3, code: 'zg', nameZh: '主管部门', nameEn: 'Competent authority', abilities: ['filing:review', 'report:read'], menuIds: [1, 2, 9, 8],
      userCount: 2,
    },
  },
  '/Department/getTree': {
    data: {
      regions: [{ code: '330000', name: '浙江省', level: 'PROVINCE', parentCode: null }, { code: '330500', name: '湖州市', level: 'CITY', parentCode: '330000' }],
      competents: [
        { id: 1, unitName: '湖州市人力资源和社会保障局', regionCode: '330500', unitStatus: 'NORMAL', unitCount: 0 },
        { id: 2, unitName: '湖州市教育局', regionCode: '330500', unitStatus: 'NORMAL', unitCount: 2 },
      ],
    },
  },
  '/Department/getList': {
    body: { pageNo: 1, pageSize: 2 },
    data: {
      list: [
        {
          id: 1, unitName: '湖州市人力资源和社会保障局', shortName: '市人社局', uscc: '11330500002609473A', unitCategory: 'ADMIN_ORGAN', instClass: null,
          unitRank: 'DIV_FULL', affiliation: '40', fundingForm: 'FULL', mainPostType: null, estabDocNo: '湖委办发〔2019〕12号', estabDocDate: '2019-03-01',
          legalRep: null, contactName: '沈建国', contactPhone: '0572-2398001', address: null, postcode: null, unitTier: 'RSJ_REGION',
          isCompetentDept: true, competentDeptId: null, competentDeptName: null, regionCode: '330500', regionName: '湖州市', companyType: '区直',
          unitStatus: 'NORMAL', version: 1, personCount: 21, reviewCount: 0, openCount: 0,
        },
        {
          id: 2, unitName: '湖州市教育局', shortName: '市教育局', uscc: '11330500002609361D', unitCategory: 'ADMIN_ORGAN', instClass: null,
          unitRank: 'DIV_FULL', affiliation: '40', fundingForm: 'FULL', mainPostType: null, estabDocNo: '湖委办发〔2019〕15号', estabDocDate: '2019-03-01',
          legalRep: null, contactName: '钱立群', contactPhone: '0572-2398102', address: null, postcode: null, unitTier: 'COMPETENT',
          isCompetentDept: true, competentDeptId: null, competentDeptName: null, regionCode: '330500', regionName: '湖州市', companyType: '区直',
          unitStatus: 'NORMAL', version: 1, personCount: 21, reviewCount: 0, openCount: 0,
        },
      ],
      total: 6,
    },
  },
  '/Department/doEdit': {
    body: {
      unit: {
        unitName: '湖州市第二中学', uscc: '12330500470199001B', unitCategory: 'PUBLIC_INST', instClass: 'PW1', unitRank: 'SEC_FULL', affiliation: '40',
        fundingForm: 'FULL', mainPostType: 'TECH', estabDocNo: '湖编〔2020〕9号', estabDocDate: '2020-05-01', contactName: '王老师',
        contactPhone: '0572-2123456', regionCode: '330500', isCompetentDept: false, competentDeptId: 2,
      },
    },
    data: { id: 7, version: 1 },
  },
  '/Department/move': { body: { id: 7, version: 1, competentDeptId: 3 }, data: { version: 2 } },
  '/Department/merge': { body: { id: 8, version: 1, targetId: 7 }, data: { movedPersons: 0, voidedFilings: 0, disabledAccounts: 0 } },
  '/Department/revoke': { body: { id: 7, version: 2, reason: '机构改革撤销' }, data: { disabledAccounts: 0 } },
  '/Menu/getTree': {
    data: {
      list: [
        {
          id: 1, parentId: null, path: '/', name: 'Root', component: 'Layout', redirect: '/index',
          meta: { title: '首页', icon: 'home-2-line', breadcrumbHidden: true }, sort: 0, version: 1,
        },
        {
          id: 2, parentId: 1, path: 'index', name: 'Index', component: 'index/index', redirect: null,
          meta: { title: '首页', icon: 'home-2-line', hidden: true, noClosable: true }, sort: 0, version: 1,
        },
      ],
      components: [
        'Layout', 'admin/adminIndex', 'check/checkDetail', 'check/checklist', 'check/companyCheck', 'check/declarationList', 'check/resultList',
        'check/unitChecklist', 'company/baseInforeport', 'company/companyview',
      ],
    },
  },
  '/Menu/doEdit': {
    body: { path: '/policyGuide', name: 'PolicyGuide', component: 'Layout', redirect: '/index', meta: { title: '政策指引', icon: 'book-line' } },
    data: { id: 138, version: 1 },
  },
  '/Menu/doDelete': { body: { id: 138, version: 2 }, data: { deleted: 1 } },
  '/Menu/move': { body: { id: 138, version: 1, parentId: null, index: 2 }, data: { version: 2 } },
  '/Policy/getList': {
    data: {
      today: '2026-11-26',
      list: [
        {
          key: 'assessment.excellentCap', label: '年度考核优秀比例（R-KH-04）', labelEn: 'Share of excellent grades in the annual assessment (R-KH-04)',
          current: {
            id: 1, value: { percent: 20, upliftPercent: 5, wellRatedUnitIds: [], population: 'GRADED' }, validFrom: '2000-01-01',
            basis: '《事业单位工作人员考核规定》（人社部发〔2023〕6号）：优秀档次人数一般不超过参加年度考核人数的20%，考核结果好的单位可适当上浮', createdBy: null, createdAt: '2026-11-26 21:31:39',
          },
          upcoming: [],
          history: [
            {
              id: 1, value: { percent: 20, population: 'GRADED', upliftPercent: 5, wellRatedUnitIds: [] }, validFrom: '2000-01-01',
              basis: '《事业单位工作人员考核规定》（人社部发〔2023〕6号）：优秀档次人数一般不超过参加年度考核人数的20%，考核结果好的单位可适当上浮', createdBy: null, createdAt: '2026-11-26 21:31:39',
            },
          ],
        },
        {
          key: 'post.ratioTargets', label: '岗位结构比例控制目标（R-GW-04，按单位主要岗位类型）', labelEn: 'Post structure targets (R-GW-04, by the unit’s main post type)',
          current: {
            id: 2,
            value: {
              MANAGE: {
                mainShareMin: null, tolerance: 10, techBands: [1, 3, 6], fullSenior: [1, 3, 6], associateSenior: [2, 4, 4], intermediate: [3, 4, 3],
                junior: [5, 5], workerTop3: 25, workerTop2: 5,
              },
              TECH: {
                mainShareMin: 70, tolerance: 10, techBands: [1, 3, 6], fullSenior: [1, 3, 6], associateSenior: [2, 4, 4], intermediate: [3, 4, 3],
                junior: [5, 5], workerTop3: 25, workerTop2: 5,
              },
              WORKER: {
                mainShareMin: null, tolerance: 10, techBands: [1, 3, 6], fullSenior: [1, 3, 6], associateSenior: [2, 4, 4], intermediate: [3, 4, 3],
                junior: [5, 5], workerTop3: 25, workerTop2: 5,
              },
            },
            validFrom: '2000-01-01', basis: '《事业单位岗位设置管理试行办法》（国人部发〔2006〕70号）及《实施意见》（国人部发〔2006〕87号）', createdBy: null,
            createdAt: '2026-11-26 21:31:39',
          },
          upcoming: [],
          history: [
            {
              id: 2,
              value: {
                TECH: {
                  junior: [5, 5], techBands: [1, 3, 6], tolerance: 10, fullSenior: [1, 3, 6], workerTop2: 5, workerTop3: 25, intermediate: [3, 4, 3],
                  mainShareMin: 70, associateSenior: [2, 4, 4],
                },
                MANAGE: {
                  junior: [5, 5], techBands: [1, 3, 6], tolerance: 10, fullSenior: [1, 3, 6], workerTop2: 5, workerTop3: 25, intermediate: [3, 4, 3],
                  mainShareMin: null, associateSenior: [2, 4, 4],
                },
                WORKER: {
                  junior: [5, 5], techBands: [1, 3, 6], tolerance: 10, fullSenior: [1, 3, 6], workerTop2: 5, workerTop3: 25, intermediate: [3, 4, 3],
                  mainShareMin: null, associateSenior: [2, 4, 4],
                },
              },
              validFrom: '2000-01-01', basis: '《事业单位岗位设置管理试行办法》（国人部发〔2006〕70号）及《实施意见》（国人部发〔2006〕87号）', createdBy: null,
              createdAt: '2026-11-26 21:31:39',
            },
          ],
        },
        {
          key: 'publicity.days', label: '人才引进、竞聘/晋升、考核优秀公示天数（R-GEN-06）',
          labelEn: 'Days of publicity of a talent introduction, a competitive or promotion appointment and an excellent grade (R-GEN-06)',
          current: {
            id: 5, value: { TALENT_INTRO: 5, POST_APPOINT: 5, ASSESSMENT_REPORT: 5 }, validFrom: '2000-01-01',
            basis: '《事业单位工作人员考核规定》（人社部发〔2023〕6号）：考核结果为优秀的，公示不少于5个工作日；人才引进、竞聘上岗拟聘人选一般公示不少于5个工作日',
            createdBy: null, createdAt: '2026-11-27 10:31:39',
          },
          upcoming: [PUBLICITY_7],
          history: [PUBLICITY_7, {
            id: 5, value: { TALENT_INTRO: 5, POST_APPOINT: 5, ASSESSMENT_REPORT: 5 }, validFrom: '2000-01-01',
            basis: '《事业单位工作人员考核规定》（人社部发〔2023〕6号）：考核结果为优秀的，公示不少于5个工作日；人才引进、竞聘上岗拟聘人选一般公示不少于5个工作日',
            createdBy: null, createdAt: '2026-11-27 10:31:39',
          }],
        },
      ],
    },
  },
  '/Policy/add': { body: { key: 'recruit.publicityDays', value: 7, validFrom: '2027-01-01', basis: '《事业单位公开招聘人员暂行规定》公示期不少于7个工作日' }, data: { id: 5 } },
  '/Policy/setRetireOverride': { body: { personId: 66, baseAge: 60, basis: '湖人社〔2026〕15号' }, data: { personId: 66, baseAge: 60, retireDueDate: '2034-10-19' } },
  '/SystemLog/getList': {
    body: { pageNo: 1, pageSize: 2 },
    data: {
      list: [
        {
          id: 1, at: '2026-11-26 21:31:45', account: 'admin', unitName: null, ip: '10.9.5.1', type: 'login', action: 'login', result: 'success',
          code: 200, detail: '',
        },
      ],
      total: 1,
    },
  },
  '/SystemLog/export': { body: {}, data: undefined },
  '/Backup/getList': {
    body: {},
    data: {
      dir: '/tmp/examples-backup', schedule: '0 2 * * *', nextRunAt: '2026-11-27T18:00:00.000Z', keep: 14,
      files: [
        { name: 'renshi-backup-20261126-214201.tar.gz', size: 5312360, modifiedAt: '2026-11-26T13:42:08.451Z' },
        { name: 'renshi-backup-20261126-214027.tar.gz', size: 5312612, modifiedAt: '2026-11-26T13:40:35.727Z' },
      ],
      runs: [
        {
          at: '2026-11-26T13:42:08.523Z', result: 'success',
          detail: 'renshi-backup-20261126-214201.tar.gz: 8 units, 495 persons, 3 filings, 4 files (7284 ms, manual)',
        },
      ],
    },
  },
  '/Backup/run': {
    body: {},
    data: {
      outcome: 'success', detail: 'renshi-backup-20261126-214201.tar.gz: 8 units, 495 persons, 3 filings, 4 files',
      startedAt: '2026-11-26T13:42:01.222Z', endedAt: '2026-11-26T13:42:08.522Z',
    },
  },
};
