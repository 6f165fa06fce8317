import type { OperationExample } from './types';

/** Examples of notices, common files, help documents and the assistant, from the demo dataset. */
export const contentExamples: Record<string, OperationExample> = {
  '/Notice/getList': {
    body: { pageNo: 1, pageSize: 2 },
    data: {
      list: [
        {
          id: 4, kind: 'email', title: '您单位的人员信息上报已退回，请修改后再次提交', content: '<p>退回意见：请补充新进人员的学历证书附件。</p>', publisher: '湖州市人力资源和社会保障局',
          publishedAt: '2026-11-26 21:31:40', read: false,
        },
        {
          id: 3, kind: 'notice', title: '系统升级维护公告', content: '<p>本系统将于本周六 22:00—24:00 进行升级维护，期间暂停服务。</p>', publisher: '湖州市人力资源和社会保障局',
          publishedAt: '2026-11-26 21:31:40', read: false,
        },
      ],
      total: 4, unread: 4,
    },
  },
  '/Notice/markRead': { body: { ids: [4], kind: 'email' }, data: { marked: 1 } },
  '/Notice/save': {
    body: {
      title: '关于报送2026年度岗位设置方案的通知', content: '<p>请各单位于12月20日前报送。</p>',
      titleEn: 'Notice on submitting the 2026 post setting plans', contentEn: '<p>Every unit is asked to submit by 20 December.</p>', audience: 'all',
    },
    data: {
      id: 6, title: '关于报送2026年度岗位设置方案的通知', content: '<p>请各单位于12月20日前报送。</p>',
      titleEn: 'Notice on submitting the 2026 post setting plans', contentEn: '<p>Every unit is asked to submit by 20 December.</p>', audience: 'all', regionCode: null, regionName: null, unitIds: [],
      unitNames: [], validFrom: null, validUntil: null, status: 'active', publisher: '湖州市人力资源和社会保障局', publishedAt: '2026-11-26 21:41:57',
      readCount: 0, version: 1,
    },
  },
  '/Notice/getPublished': {
    body: { pageNo: 1, pageSize: 2 },
    data: {
      list: [
        {
          id: 3, title: '系统升级维护公告', content: '<p>本系统将于本周六 22:00—24:00 进行升级维护，期间暂停服务。</p>',
          titleEn: 'System upgrade and maintenance', contentEn: '<p>The system will be upgraded this Saturday from 22:00 to 24:00; it is unavailable meanwhile.</p>',
          audience: 'all', regionCode: null, regionName: null,
          unitIds: [], unitNames: [], validFrom: null, validUntil: null, status: 'active', publisher: '湖州市人力资源和社会保障局',
          publishedAt: '2026-11-26 21:31:40', readCount: 0, version: 1,
        },
        {
          id: 2, title: '关于做好2026年度事业单位工作人员考核工作的通知', content: '<p>年度考核优秀等次比例一般不超过本单位参加考核人数的20%。</p>',
          titleEn: 'Notice on the 2026 annual assessment of public institution staff',
          contentEn: '<p>The share of staff rated excellent in the annual assessment should not, as a rule, exceed 20% of those of the unit assessed.</p>',
          audience: 'region', regionCode: '330500',
          regionName: '湖州市', unitIds: [], unitNames: [], validFrom: null, validUntil: null, status: 'active', publisher: '湖州市人力资源和社会保障局',
          publishedAt: '2026-11-26 21:31:40', readCount: 0, version: 1,
        },
      ],
      total: 3,
    },
  },
  '/Notice/withdraw': {
    body: { id: 6 },
    data: {
      id: 6, title: '关于报送2026年度岗位设置方案的通知', content: '<p>请各单位于12月20日前报送。</p>',
      titleEn: 'Notice on submitting the 2026 post setting plans', contentEn: '<p>Every unit is asked to submit by 20 December.</p>', audience: 'all', regionCode: null, regionName: null, unitIds: [],
      unitNames: [], validFrom: null, validUntil: null, status: 'withdrawn', publisher: '湖州市人力资源和社会保障局', publishedAt: '2026-11-26 21:41:57',
      readCount: 0, version: 2,
    },
  },
  '/Notice/getAudience': {
    body: {},
    data: {
      regions: [{ code: '330000', name: '浙江省' }, { code: '330500', name: '湖州市' }],
      units: [{ id: 6, unitName: '湖州市中心医院', regionCode: '330500' }, { id: 1, unitName: '湖州市人力资源和社会保障局', regionCode: '330500' }],
    },
  },
  '/CommonFile/getList': {
    body: { pageNo: 1, pageSize: 2 },
    data: {
      list: [
        {
          id: 1, category: 'POLICY', title: '岗位设置管理实施意见（2026 修订）', description: '', fileName: '实施意见.pdf', size: 416, mime: 'application/pdf',
          sha256: 'f669a4413a71c1cc3df3d097d1f0e7b41a786c08a4bb1c5d95a235d219367b19', publisher: '湖州市人力资源和社会保障局', publishedAt: '2026-11-26 21:41:57',
          editable: false, version: 2,
        },
      ],
      total: 1,
    },
  },
  '/CommonFile/publish': {
    body: {
      category: 'POLICY', title: '岗位设置管理实施意见', fileName: '实施意见.pdf',
      content: 'JVBERi0xLjQKMSAwIG9iago8PCAvVHlwZSAvQ2F0YWxvZyAvUGFnZXMgMiAwIFIgPj4KZW5kb2JqCjIgMCBvYmoKPDwgL1R5cGUgL1BhZ2VzIC9LaWRzIFszIDAgUl0gL0NvdW50IDEgPj4KZW5kb2JqCjMgMCBvYmoKPDwgL1R5cGUgL1BhZ2UgL1BhcmVudCAyIDAgUiAvTWVkaWFCb3ggWzAgMCAyMDAgMTAwXSA+PgplbmRvYmoKNCAwIG9iago8PCAvVGl0bGUgPGZlZmY5MDAwNGYxMTViYTE2Mjc5ODg2OD4gPj4KZW5kb2JqCnhyZWYKMCA1CjAwMDAwMDAwMDAgNjU1MzUgZiAKMDAwMDAwMDAwOSAwMDAwMCBuIAowMDAwMDAwMDU4IDAwMDAwIG4gCjAwMDAwMDAxMTUgMDAwMDAgbiAKMDAwMDAwMDE4NiAwMDAwMCBuIAp0cmFpbGVyCjw8IC9TaXplIDUgL1Jvb3QgMSAwIFIgL0luZm8gNCAwIFIgPj4Kc3RhcnR4cmVmCjI0MQolJUVPRgo=',
    },
    data: {
      id: 1, category: 'POLICY', title: '岗位设置管理实施意见', description: '', fileName: '实施意见.pdf', size: 416, mime: 'application/pdf',
      sha256: 'f669a4413a71c1cc3df3d097d1f0e7b41a786c08a4bb1c5d95a235d219367b19', publisher: '湖州市人力资源和社会保障局', publishedAt: '2026-11-26 21:41:57',
      editable: true, version: 1,
    },
  },
  '/CommonFile/update': {
    body: { id: 1, version: 1, category: 'POLICY', title: '岗位设置管理实施意见（2026 修订）' },
    data: {
      id: 1, category: 'POLICY', title: '岗位设置管理实施意见（2026 修订）', description: '', fileName: '实施意见.pdf', size: 416, mime: 'application/pdf',
      sha256: 'f669a4413a71c1cc3df3d097d1f0e7b41a786c08a4bb1c5d95a235d219367b19', publisher: '湖州市人力资源和社会保障局', publishedAt: '2026-11-26 21:41:57',
      editable: true, version: 2,
    },
  },
  '/CommonFile/delete': { body: { id: 1 }, data: null },
  '/CommonFile/download': { body: { id: 1 } },
  '/HelpDoc/OpHelpDoc': {
    body: { pageNo: 1, pageSize: 2 },
    data: {
      list: [
        {
          id: 3, kind: 'faq', title: '业务被退回后怎么办？',
          body: '<p>在“单位审核列表”中打开被退回的业务，按审核意见修改后再次提交。再提交的业务一律从主管部门重新审核，人社局退回的件也是如此；审核页会显示本次与上次提交的差异。</p><p>退回时会释放该业务占用的编制和人员锁定。</p>',
          companyType: 'all', sort: 1, files: [], updatedAt: '2026-11-26 21:31:40', version: 1,
        },
        {
          id: 4, kind: 'faq', title: '提交后还能修改或撤回吗？',
          body: '<p>提交后表头、明细和附件整体只读。主管部门尚未审核前，基层单位可以撤回，业务回到草稿状态并释放占编与人员锁定；主管部门通过后、人社局尚未处理前，主管部门可以收回。</p><p>已备案的业务不能撤销或修改，如有错误请发起更正件。</p>',
          companyType: 'all', sort: 2, files: [], updatedAt: '2026-11-26 21:31:40', version: 1,
        },
      ],
      total: 14,
    },
  },
  '/HelpDoc/getDetail': {
    body: { id: 3 },
    data: {
      id: 3, kind: 'faq', title: '业务被退回后怎么办？',
      body: '<p>在“单位审核列表”中打开被退回的业务，按审核意见修改后再次提交。再提交的业务一律从主管部门重新审核，人社局退回的件也是如此；审核页会显示本次与上次提交的差异。</p><p>退回时会释放该业务占用的编制和人员锁定。</p>', companyType: 'all',
      sort: 1, files: [], updatedAt: '2026-11-26 21:41:35', version: 1,
    },
  },
  '/HelpDoc/save': {
    body: { kind: 'faq', title: '如何导出人员名单？', body: '<p>在人员信息页点击“导出”。</p>', sort: 50 },
    data: {
      id: 15, kind: 'faq', title: '如何导出人员名单？', body: '<p>在人员信息页点击“导出”。</p>', companyType: 'all', sort: 50, files: [],
      updatedAt: '2026-11-26 21:41:58', version: 1,
    },
  },
  '/HelpDoc/delete': { body: { id: 15 }, data: null },
  '/HelpDoc/uploadFile': {
    body: {
      id: 15, fileName: '导出说明.pdf',
      content: 'JVBERi0xLjQKMSAwIG9iago8PCAvVHlwZSAvQ2F0YWxvZyAvUGFnZXMgMiAwIFIgPj4KZW5kb2JqCjIgMCBvYmoKPDwgL1R5cGUgL1BhZ2VzIC9LaWRzIFszIDAgUl0gL0NvdW50IDEgPj4KZW5kb2JqCjMgMCBvYmoKPDwgL1R5cGUgL1BhZ2UgL1BhcmVudCAyIDAgUiAvTWVkaWFCb3ggWzAgMCAyMDAgMTAwXSA+PgplbmRvYmoKNCAwIG9iago8PCAvVGl0bGUgPGZlZmY5MDAwNGYxMTViYTE2Mjc5ODg2OD4gPj4KZW5kb2JqCnhyZWYKMCA1CjAwMDAwMDAwMDAgNjU1MzUgZiAKMDAwMDAwMDAwOSAwMDAwMCBuIAowMDAwMDAwMDU4IDAwMDAwIG4gCjAwMDAwMDAxMTUgMDAwMDAgbiAKMDAwMDAwMDE4NiAwMDAwMCBuIAp0cmFpbGVyCjw8IC9TaXplIDUgL1Jvb3QgMSAwIFIgL0luZm8gNCAwIFIgPj4Kc3RhcnR4cmVmCjI0MQolJUVPRgo=',
    },
    data: {
      id: 15, kind: 'faq', title: '如何导出人员名单？', body: '<p>在人员信息页点击“导出”。</p>', companyType: 'all', sort: 50,
      files: [{ id: 6, name: '导出说明.pdf', size: 416, mime: 'application/pdf' }], updatedAt: '2026-11-26 21:41:58', version: 2,
    },
  },
  '/HelpDoc/deleteFile': {
    body: { id: 15, fileId: 6 },
    data: {
      id: 15, kind: 'faq', title: '如何导出人员名单？', body: '<p>在人员信息页点击“导出”。</p>', companyType: 'all', sort: 50, files: [],
      updatedAt: '2026-11-26 21:41:58', version: 3,
    },
  },
  '/HelpDoc/download': { body: { id: 15, fileId: 6, inline: true } },
  '/Assistant/ask': {
    body: { question: '空编是什么意思？' },
    data: {
      answer: '未配置问答模型，以下是帮助文档中与问题最相关的内容：\n\n[1] 空编数是怎么计算的？\n空编数 = 核定编制数 − 实有在编人数 − 已批未到岗人数 − 在途占编人数，由系统按编制类型自动计算，不能手工填写。\n新增在编人员、人才引进、招聘结果、调入等业务提交时，系统校验：实有在编 + 已批未到岗 + 在途占编 + 本次新增 ≤ 核定数，超出即不能提交。\n\n[2] 人事管理系统操作手册（县区及其他单位）\n4. 头像菜单中的“主题配置”可调整布局、主题和标签风格，点击“保存”后下次登录仍然有效，“恢复默认”可还原。\n三、单位与人员\n1. “单位管理—单位信息”查看本单位基本情况、核定编制数和空编情况。\n2. “单位管理—人员信息”维护本单位在编人员，身份证号、出生日期等信息须与证件一致。\n四、业务申报与审核\n1. 在相应菜单中填写申报内容，保存后点击“提交”上报。\n2. 县区及其他单位的申报先由主管部门初审，通过后报所在地人社局审核备案；审核结果以通知形式告知本单位。\n\n[3] 人事管理系统操作手册（区直单位）\n4. 头像菜单中的“主题配置”可调整布局、主题和标签风格，点击“保存”后下次登录仍然有效，“恢复默认”可还原。\n三、单位与人员\n1. “单位管理—单位信息”查看本单位基本情况、核定编制数和空编情况。\n2. “单位管理—人员信息”维护本单位在编人员，身份证号、出生日期等信息须与证件一致。\n四、业务申报与审核\n1. 在相应菜单中填写申报内容，保存后点击“提交”上报。\n2. 区直单位的申报先由主管部门初审，通过后报市人社局审核备案；审核结果以通知形式告知本单位。\n3. 在“单位审核列表”查看审核中或被退回的业务；被退回的业务按审核意见修改后可再次提交。',
      mode: 'retrieval', fallback: 'unconfigured',
      sources: [
        {
          docId: 6, title: '空编数是怎么计算的？', kind: 'faq',
          excerpt: '空编数 = 核定编制数 − 实有在编人数 − 已批未到岗人数 − 在途占编人数，由系统按编制类型自动计算，不能手工填写。\n新增在编人员、人才引进、招聘结果、调入等业务提交时，系统校验：实有在编 + 已批未到岗 + 在途占编 + 本次新增 ≤ 核定数，超出即不能提交。',
          score: 2.405,
        },
        {
          docId: 2, title: '人事管理系统操作手册（县区及其他单位）', kind: 'manual',
          excerpt: '4. 头像菜单中的“主题配置”可调整布局、主题和标签风格，点击“保存”后下次登录仍然有效，“恢复默认”可还原。\n三、单位与人员\n1. “单位管理—单位信息”查看本单位基本情况、核定编制数和空编情况。\n2. “单位管理—人员信息”维护本单位在编人员，身份证号、出生日期等信息须与证件一致。\n四、业务申报与审核\n1. 在相应菜单中填写申报内容，保存后点击“提交”上报。\n2. 县区及其他单位的申报先由主管',
          score: 1.313,
        },
      ],
    },
  },
};
