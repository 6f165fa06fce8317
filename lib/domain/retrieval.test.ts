import { rankPassages, splitPassages, tokenize } from './retrieval';

const passages = [
  { docId: 1, title: '退回后如何再次提交？', text: '被退回的业务按审核意见修改后可再次提交，一律从主管部门重新审核。' },
  { docId: 2, title: '空编怎么计算？', text: '空编数 = 核定编制数 − 实有在编 − 已批未到岗 − 在途占编，由系统计算，不能手工填写。' },
  { docId: 3, title: '附件有什么要求？', text: '单个文件不超过 20MB，类型为 pdf、jpg、png、ofd、doc(x)、xls(x)。' },
  { docId: 4, title: '忘记密码', text: '请联系主管部门或人社局的系统管理员重置密码。' },
];

describe('tokenize', () => {
  it('cuts Chinese into bigrams and keeps Latin words and numbers, without question words', () => {
    expect(tokenize('空编怎么算 PDF 20MB')).toEqual(['空编', '编怎', '么算', 'pdf', '20mb']);
    expect(tokenize('什么')).toEqual([]);
  });
});

describe('rankPassages', () => {
  it('puts the passage about the asked subject first', () => {
    expect(rankPassages('空编数是怎么计算的', passages)[0].docId).toBe(2);
    expect(rankPassages('附件最大多少MB，能传pdf吗', passages)[0].docId).toBe(3);
    expect(rankPassages('业务被退回了怎么办', passages)[0].docId).toBe(1);
  });

  it('returns nothing for a question sharing no word with the texts, and at most the limit', () => {
    expect(rankPassages('天气预报', passages)).toEqual([]);
    expect(rankPassages('主管部门 审核 密码 编制', passages, 2)).toHaveLength(2);
  });

  it('ranks a rarer matching word above a common one', () => {
    const [first] = rankPassages('主管部门 重置', passages);
    expect(first.docId).toBe(4);
  });
});

describe('splitPassages', () => {
  it('groups short lines and cuts long ones', () => {
    const text = ['短行一', '短行二', 'x'.repeat(600)].join('\n');
    const out = splitPassages({ docId: 9, title: 'T', text });
    expect(out[0].text).toBe('短行一\n短行二');
    expect(out.slice(1).map((p) => p.text.length)).toEqual([280, 280, 40]);
    expect(out.every((p) => p.docId === 9 && p.title === 'T')).toBe(true);
  });
});
