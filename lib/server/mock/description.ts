import 'server-only';

import { APP_VERSION as VERSION, BUILD_DATE as BUILT } from '@/lib/config/version';
const CHANGES = [
  '新增编制备案、岗位设置、公开招聘、人员交流、年度考核、身份转换的填报与审核流程',
  '主管部门与人社局按辖区审核基层单位上报的数据',
  '统计查询与审核进度查看',
  '新增中英文界面切换与主题设置',
];

export const releaseNote = (): string =>
  `<h3>人事管理系统 ${VERSION}（${BUILT}）</h3><ul>${CHANGES.map((c) => `<li>${c}</li>`).join('')}</ul>`;
