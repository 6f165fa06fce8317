import type { FilingDetail } from '@/lib/contracts/filing';
import { findingSentence, lineName, lineOfPath, withoutLinePrefix } from './findingText';

const words = {
  field: (name: string) => ({ changes: '变更内容', education: '学历', approvedCount: '核准数' } as Record<string, string>)[name],
  postLevel: (code: string) => ({ T09: '专业技术九级' } as Record<string, string>)[code] ?? code,
  numbered: (n: number) => `第 ${n} 行`,
  sep: '：',
};
const filing = {
  lines: [
    { lineNo: 1, personId: 11, payload: {} },
    { lineNo: 2, personId: null, payload: { postLevel: 'T09' } },
    { lineNo: 3, personId: null, payload: { newPerson: { name: '王晓' } } },
    { lineNo: 4, personId: 99, payload: {} },
  ],
  linePersons: { 11: { name: '沈佳怡' } },
} as unknown as Pick<FilingDetail, 'lines' | 'linePersons'>;

describe('lineName', () => {
  it('names a line by its person, post level, new person, else its number', () => {
    expect([1, 2, 3, 4, 5].map((n) => lineName(filing, n, words))).toEqual(['沈佳怡', '专业技术九级', '王晓', '第 4 行', '第 5 行']);
  });
});

describe('lineOfPath', () => {
  it('finds the line a path starts in, numbered from 1', () => {
    expect(lineOfPath('lines[13].approvedCount')).toBe(14);
    expect(lineOfPath('lines')).toBeNull();
    expect(lineOfPath('header.lines[0]')).toBeNull();
    expect(lineOfPath(undefined)).toBeNull();
  });
});

describe('withoutLinePrefix', () => {
  it('drops the message\'s own line prefix, with or without the name after it', () => {
    expect(withoutLinePrefix('第 3 行：请填写变更原因', 3)).toBe('请填写变更原因');
    expect(withoutLinePrefix('第 3 行 沈佳怡：学历须与学位相符', 3)).toBe('学历须与学位相符');
    expect(withoutLinePrefix('Line 3: fill in the reason', 3)).toBe('Fill in the reason');
  });

  it('keeps a prefix of another line and a line named inside the sentence', () => {
    expect(withoutLinePrefix('第 13 行：请填写变更原因', 3)).toBe('第 13 行：请填写变更原因');
    expect(withoutLinePrefix('第 3 行与第 5 行是同一岗位等级（专业技术九级）', 3)).toBe('第 3 行与第 5 行是同一岗位等级（专业技术九级）');
    expect(withoutLinePrefix('Line 13: fill in the reason', 3)).toBe('Line 13: fill in the reason');
  });
});

describe('findingSentence', () => {
  it('leads the message by the place in words, leaving out names without a label', () => {
    const say = (field: string | undefined, message: string) => findingSentence({ code: 'R-X-01', level: 'ERROR', field, message }, filing, words);
    expect(say('lines[0].changes.education', '第 1 行：学历须与学位相符')).toBe('沈佳怡 › 变更内容 › 学历：学历须与学位相符');
    expect(say('lines[1].approvedCount', '超过控制目标')).toBe('专业技术九级 › 核准数：超过控制目标');
    expect(say('header.plan', '岗位总量超过核定数')).toBe('岗位总量超过核定数');
    expect(say(undefined, '请上传附件')).toBe('请上传附件');
  });

  it('numbers the line when the filing is not at hand', () => {
    expect(findingSentence({ code: 'R-X-01', level: 'WARN', field: 'lines[13].approvedCount', message: '第 14 行：超过控制目标' }, undefined, words))
      .toBe('第 14 行 › 核准数：超过控制目标');
  });
});
