import 'server-only';
import { int, pick, type Random } from './random';

const WORDS = [
  '系统', '管理', '数据', '用户', '服务', '平台', '配置', '分析', '报表', '流程', '审核', '人员', '岗位', '编制', '单位', '信息',
  '统计', '设计', '开发', '测试', '发布', '优化', '安全', '权限', '接口', '模块', '方案', '计划', '记录', '考核',
];
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '胡', '朱', '高', '林', '何', '郭', '马', '罗'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀', '霞', '平'];

export const phrase = (r: Random, min: number, max: number): string =>
  Array.from({ length: int(r, min, max) }, () => pick(r, WORDS)).join('');

export const sentence = (r: Random): string =>
  `${Array.from({ length: int(r, 2, 4) }, () => phrase(r, 2, 4)).join('，')}。`;

export const personName = (r: Random): string =>
  pick(r, SURNAMES) + Array.from({ length: int(r, 1, 2) }, () => pick(r, GIVEN)).join('');
