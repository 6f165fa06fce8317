/** The filing-type configuration of domain.md §2.5 (filing_type_config): route, attachments, person locks, quota use. */
export const filingTypeDefinitions = [
  { type: 'UNIT_INFO', code: 'DWXX', nameZh: '单位信息上报', nameEn: 'Unit information', route: 'ZG_RSJ', lockPersons: false, consumesQuota: false, isApproval: false, requiredAttachments: [] },
  { type: 'PERSON_INFO', code: 'RYXX', nameZh: '人员信息上报', nameEn: 'Person information', route: 'ZG_RSJ', lockPersons: true, consumesQuota: true, isApproval: false, requiredAttachments: [] },
  { type: 'POST_SETTING', code: 'GWSZ', nameZh: '岗位设置审批备案', nameEn: 'Post setting', route: 'ZG_RSJ', lockPersons: false, consumesQuota: false, isApproval: true, requiredAttachments: ['岗位设置方案', '岗位说明书', '职代会决议'] },
  { type: 'RECRUIT_PLAN', code: 'ZPJH', nameZh: '公开招聘计划', nameEn: 'Recruitment plan', route: 'ZG_RSJ', lockPersons: false, consumesQuota: false, isApproval: true, requiredAttachments: ['招聘方案', '岗位表'] },
  { type: 'TALENT_INTRO', code: 'GCCRC', nameZh: '高层次人才引进', nameEn: 'High-level talent introduction', route: 'ZG_RSJ', lockPersons: false, consumesQuota: true, isApproval: true, requiredAttachments: ['学历学位证书', '考核报告'] },
  { type: 'RECRUIT_RESULT', code: 'ZPJG', nameZh: '招聘结果备案', nameEn: 'Recruitment result', route: 'ZG_RSJ', lockPersons: false, consumesQuota: true, isApproval: false, requiredAttachments: ['公示材料'] },
  { type: 'ANNOUNCEMENT', code: 'FBGG', nameZh: '发布公告', nameEn: 'Announcement', route: 'ZG_RSJ', lockPersons: false, consumesQuota: false, isApproval: false, requiredAttachments: [] },
  { type: 'EXCHANGE', code: 'RYJL', nameZh: '人员交流', nameEn: 'Personnel exchange', route: 'ZG_RSJ', lockPersons: true, consumesQuota: true, isApproval: false, requiredAttachments: [] },
  { type: 'INTERNAL_EXCHANGE', code: 'NBJL', nameZh: '内部人员交流', nameEn: 'Internal exchange', route: 'ZG_ONLY', lockPersons: true, consumesQuota: true, isApproval: false, requiredAttachments: [] },
  { type: 'POST_APPOINT', code: 'GWPY', nameZh: '岗位聘用', nameEn: 'Post appointment', route: 'ZG_RSJ', lockPersons: true, consumesQuota: false, isApproval: false, requiredAttachments: [] },
  { type: 'POST_CHANGE', code: 'GWBD', nameZh: '岗位变动上报', nameEn: 'Post change', route: 'ZG_RSJ', lockPersons: true, consumesQuota: false, isApproval: false, requiredAttachments: [] },
  { type: 'STAFF_REDUCE', code: 'JY', nameZh: '减员', nameEn: 'Staff reduction', route: 'ZG_RSJ', lockPersons: true, consumesQuota: false, isApproval: false, requiredAttachments: [] },
  { type: 'ASSESSMENT_REPORT', code: 'KHSB', nameZh: '年度考核上报', nameEn: 'Annual assessment report', route: 'ZG_ONLY', lockPersons: false, consumesQuota: false, isApproval: false, requiredAttachments: [] },
  { type: 'REWARD_PUNISH', code: 'JC', nameZh: '奖惩', nameEn: 'Rewards and penalties', route: 'ZG_ONLY', lockPersons: false, consumesQuota: false, isApproval: false, requiredAttachments: [] },
  { type: 'ESTAB_CONVERSION', code: 'BZZH', nameZh: '编制转换', nameEn: 'Establishment conversion', route: 'ZG_RSJ', lockPersons: true, consumesQuota: true, isApproval: true, requiredAttachments: [] },
  { type: 'PERSON_STATUS', code: 'RYZT', nameZh: '人员状态变动', nameEn: 'Person status change', route: 'ZG_ONLY', lockPersons: true, consumesQuota: false, isApproval: false, requiredAttachments: [] },
] as const;
