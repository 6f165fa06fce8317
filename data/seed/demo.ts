/** The demo dataset of domain.md ("Demo dataset"): a demo city under a real GB/T 2260 province. */

export const DEMO_PASSWORD = 'demo123';

export const demoRegions = [
  { code: '330000', name: '浙江省', level: 'PROVINCE', parentCode: null },
  { code: '330500', name: '湖州市', level: 'CITY', parentCode: '330000' },
  { code: '330502', name: '吴兴区', level: 'COUNTY', parentCode: '330500' },
  { code: '330503', name: '南浔区', level: 'COUNTY', parentCode: '330500' },
  { code: '330521', name: '德清县', level: 'COUNTY', parentCode: '330500' },
  { code: '330522', name: '长兴县', level: 'COUNTY', parentCode: '330500' },
  { code: '330523', name: '安吉县', level: 'COUNTY', parentCode: '330500' },
] as const;

export const roleDefinitions = [
  { code: 'admin', nameZh: '系统管理员', nameEn: 'Administrator', abilities: ['read:system', 'write:system', 'delete:system'] },
  { code: 'rsj', nameZh: '人社局', nameEn: 'Personnel bureau', abilities: ['filing:review', 'report:read', 'notice:publish'] },
  { code: 'zg', nameZh: '主管部门', nameEn: 'Competent authority', abilities: ['filing:review', 'report:read'] },
  { code: 'jc', nameZh: '基层单位', nameEn: 'Base unit', abilities: ['filing:write', 'filing:submit', 'report:read'] },
] as const;

/**
 * Units keyed by a seed handle. `uscc17` is the first 17 characters of the unified social credit code;
 * the seed appends the GB 32100 check character.
 */
export const demoUnits = [
  {
    key: 'rsj', unitName: '湖州市人力资源和社会保障局', shortName: '市人社局', uscc17: '11330500002609473', unitCategory: 'ADMIN_ORGAN',
    isCompetentDept: true, unitTier: 'RSJ_REGION', unitRank: 'DIV_FULL', affiliation: '40', regionCode: '330500', fundingForm: 'FULL',
    estabDocNo: '湖委办发〔2019〕12号', estabDocDate: '2019-03-01', contactName: '沈建国', contactPhone: '0572-2398001', companyType: '区直',
  },
  {
    key: 'zg', unitName: '湖州市教育局', shortName: '市教育局', uscc17: '11330500002609361', unitCategory: 'ADMIN_ORGAN',
    isCompetentDept: true, unitTier: 'COMPETENT', unitRank: 'DIV_FULL', affiliation: '40', regionCode: '330500', fundingForm: 'FULL',
    estabDocNo: '湖委办发〔2019〕15号', estabDocDate: '2019-03-01', contactName: '钱立群', contactPhone: '0572-2398102', companyType: '区直',
  },
  {
    key: 'zg2', unitName: '湖州市卫生健康委员会', shortName: '市卫健委', uscc17: '11330500MB1A07253', unitCategory: 'ADMIN_ORGAN',
    isCompetentDept: true, unitTier: 'COMPETENT', unitRank: 'DIV_FULL', affiliation: '40', regionCode: '330500', fundingForm: 'FULL',
    estabDocNo: '湖委办发〔2019〕21号', estabDocDate: '2019-03-01', contactName: '孙晓燕', contactPhone: '0572-2398203', companyType: '区直',
  },
  {
    key: 'jc', unitName: '湖州市第一中学', shortName: '湖州一中', uscc17: '12330500470128562', unitCategory: 'PUBLIC_INST', instClass: 'PW1',
    isCompetentDept: false, competent: 'zg', unitTier: 'BASE', unitRank: 'DIV_DEP', affiliation: '40', regionCode: '330500', fundingForm: 'FULL',
    mainPostType: 'TECH', estabDocNo: '湖编〔2020〕8号', estabDocDate: '2020-06-18', contactName: '李明华', contactPhone: '13857201234', companyType: '区直',
  },
  {
    key: 'jc2', unitName: '湖州市吴兴区织里实验小学', shortName: '织里实小', uscc17: '12330502MB0F35819', unitCategory: 'PUBLIC_INST', instClass: 'PW1',
    isCompetentDept: false, competent: 'zg', unitTier: 'BASE', unitRank: 'SEC_FULL', affiliation: '50', regionCode: '330502', fundingForm: 'FULL',
    mainPostType: 'TECH', estabDocNo: '吴编〔2021〕3号', estabDocDate: '2021-02-26', contactName: '周燕', contactPhone: '13967254321', companyType: '县区',
  },
  {
    key: 'jc3', unitName: '湖州市中心医院', shortName: '市中心医院', uscc17: '12330500470131246', unitCategory: 'PUBLIC_INST', instClass: 'PW2',
    isCompetentDept: false, competent: 'zg2', unitTier: 'BASE', unitRank: 'DIV_FULL', affiliation: '40', regionCode: '330500', fundingForm: 'PARTIAL',
    mainPostType: 'TECH', estabDocNo: '湖编〔2018〕27号', estabDocDate: '2018-11-09', contactName: '吴志强', contactPhone: '13705721188', companyType: '区直',
  },
] as const;

export const demoAccounts = [
  { username: 'admin', role: 'admin', unit: null, regionCode: null, realName: '系统管理员' },
  { username: 'rsj', role: 'rsj', unit: 'rsj', regionCode: '330500', realName: '沈建国' },
  { username: 'zg', role: 'zg', unit: 'zg', regionCode: null, realName: '钱立群' },
  { username: 'zg2', role: 'zg', unit: 'zg2', regionCode: null, realName: '孙晓燕' },
  { username: 'jc', role: 'jc', unit: 'jc', regionCode: null, realName: '李明华' },
  { username: 'jc2', role: 'jc', unit: 'jc2', regionCode: null, realName: '周燕' },
  { username: 'jc3', role: 'jc', unit: 'jc3', regionCode: null, realName: '吴志强' },
] as const;

export const demoNotices = [
  {
    title: '关于开展2026年度事业单位岗位设置备案工作的通知',
    content: '<p>各主管部门、各事业单位：请于<strong>12月15日</strong>前完成本年度岗位设置审批备案表的填报与上报。</p>',
    titleEn: 'Notice on the 2026 post setting filings of public institutions',
    contentEn: '<p>To every competent department and public institution: please fill in and submit this year’s post setting approval and filing form by <strong>15 December</strong>.</p>',
    audience: 'all', kind: 'notice',
  },
  {
    title: '关于做好2026年度事业单位工作人员考核工作的通知',
    content: '<p>年度考核优秀等次比例一般不超过本单位参加考核人数的20%。</p>',
    titleEn: 'Notice on the 2026 annual assessment of public institution staff',
    contentEn: '<p>The share of staff rated excellent in the annual assessment should not, as a rule, exceed 20% of those of the unit assessed.</p>',
    audience: 'region', kind: 'notice',
  },
  {
    title: '系统升级维护公告',
    content: '<p>本系统将于本周六 22:00—24:00 进行升级维护，期间暂停服务。</p>',
    titleEn: 'System upgrade and maintenance',
    contentEn: '<p>The system will be upgraded this Saturday from 22:00 to 24:00; it is unavailable meanwhile.</p>',
    audience: 'all', kind: 'notice',
  },
  {
    title: '您单位的人员信息上报已退回，请修改后再次提交',
    content: '<p>退回意见：请补充新进人员的学历证书附件。</p>',
    titleEn: 'Your personnel information filing was returned: please revise it and submit it again',
    contentEn: '<p>Opinion: please attach the new staff member’s diploma.</p>',
    audience: 'units', kind: 'email', units: ['jc'],
  },
] as const;
