import 'server-only';

/** The module of each contract's `tag`, in Chinese and English, in the order the document lists them. */
export const TAGS: Record<string, { zh: string; en: string }> = {
  auth: { zh: '登录、注册与令牌', en: 'Sign-in, registration and tokens' },
  user: { zh: '当前用户、个人中心与用户管理', en: 'The current user, the personal center and user administration' },
  setting: { zh: '系统设置：角色、单位、菜单、系统日志', en: 'Settings: roles, units, menus and the system log' },
  unit: { zh: '单位信息', en: 'Unit information' },
  code: { zh: '代码表', en: 'Code lists' },
  person: { zh: '人员信息管理', en: 'Personnel records' },
  filing: { zh: '业务备案与附件', en: 'Filings and their attachments' },
  postPlan: { zh: '岗位设置方案', en: 'Post establishment plans' },
  recruit: { zh: '公开招聘', en: 'Public recruitment' },
  exchange: { zh: '人员交流（调动）', en: 'Staff exchange (transfers)' },
  jobManage: { zh: '岗位管理', en: 'Post management' },
  assessment: { zh: '年度考核', en: 'Annual assessment' },
  report: { zh: '统计报表与导出', en: 'Statistics, reports and exports' },
  notice: { zh: '通知公告', en: 'Notices' },
  commonFile: { zh: '常用文件', en: 'Common files' },
  help: { zh: '帮助文档与智能助手', en: 'Help documents and the assistant' },
  health: { zh: '健康检查', en: 'Health probes' },
  icon: { zh: '图标（Remix Icon 的 SVG）', en: 'Icons (Remix Icon SVGs)' },
  mock: { zh: '前端模板的模拟接口（不访问数据库）', en: 'Mock endpoints of the front-end template (no database)' },
};
