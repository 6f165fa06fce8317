/** Chinese names for the demo persons: common surnames (with the Huzhou area's 沈, 钱, 陆, 姚, 费, 闵) and given-name characters. */
import type { Rng } from './prng';

const SURNAMES: readonly (readonly [string, number])[] = [
  ['王', 9], ['李', 8], ['张', 8], ['陈', 8], ['沈', 7], ['刘', 6], ['杨', 5], ['吴', 6], ['周', 5], ['徐', 5],
  ['朱', 4], ['钱', 4], ['陆', 4], ['姚', 3], ['费', 2], ['闵', 2], ['孙', 3], ['胡', 3], ['赵', 3], ['黄', 3],
  ['郑', 2], ['蒋', 2], ['潘', 2], ['施', 2], ['金', 2], ['邱', 2], ['倪', 2], ['顾', 2], ['俞', 2], ['许', 2],
  ['马', 2], ['高', 2], ['林', 2], ['何', 2], ['叶', 2], ['方', 2], ['章', 2], ['钟', 1], ['汤', 1], ['邵', 1],
  ['严', 1], ['唐', 1], ['宋', 1], ['谢', 1], ['韩', 1], ['曹', 1], ['丁', 1], ['袁', 1], ['范', 1], ['卢', 1],
  ['戴', 1], ['夏', 1], ['程', 1], ['冯', 1], ['凌', 1], ['褚', 1], ['臧', 1], ['欧阳', 0.3], ['司马', 0.2],
];

const MALE_CHARS = '伟强军磊洋勇杰涛斌超明刚平辉鹏华飞鑫波宇浩凯健俊帆帅旭宁龙林欢阳建国立新志文博晨昊然睿哲峰毅诚恒翔航宏彬成康振';
const FEMALE_CHARS = '芳娜敏静丽艳娟霞秀燕玲桂丹萍红琴云莉兰凤洁梅琳素雪慧颖婷倩雯婧璐瑶怡佳欣悦蕾晶晓露薇莹雅琪思嘉月';
const SHARED_CHARS = '文明海子宇佳嘉一亦安晨静雨春秋晓';

function givenChar(rng: Rng, gender: '1' | '2'): string {
  const pool = rng.chance(0.15) ? SHARED_CHARS : gender === '1' ? MALE_CHARS : FEMALE_CHARS;
  return pool[rng.int(0, pool.length - 1)];
}

/** A two- or three-character name; two-character names are more common among the older. */
export function chineseName(rng: Rng, gender: '1' | '2', birthYear: number): string {
  const surname = rng.weighted(SURNAMES);
  const single = rng.chance(birthYear < 1980 ? 0.3 : 0.15);
  const first = givenChar(rng, gender);
  if (single) return surname + first;
  let second = givenChar(rng, gender);
  while (second === first) second = givenChar(rng, gender);
  return surname + first + second;
}
