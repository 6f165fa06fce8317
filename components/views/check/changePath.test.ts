import { describePath, fieldOfPath } from './changePath';

const LABELS: Record<string, string> = { establishment: '编制核定', quotaInst: '事业编制', changes: '变更内容', education: '学历', contactPhone: '联系电话' };
const labels = { field: (name: string) => LABELS[name], line: (n: number) => `第 ${n} 行` };

describe('describePath', () => {
  it('labels header fields without the grouping words', () => {
    expect(describePath('header.establishment.quotaInst', labels)).toBe('编制核定 › 事业编制');
    expect(describePath('contactPhone', labels)).toBe('联系电话');
  });

  it('numbers lines from 1', () => {
    expect(describePath('lines[2].payload.changes.education', labels)).toBe('第 3 行 › 变更内容 › 学历');
    expect(describePath('lines[0]', labels)).toBe('第 1 行');
  });

  it('shows unknown names as they are and numbers other lists', () => {
    expect(describePath('header.plan.items[1].note', labels)).toBe('plan › items › #2 › note');
    expect(describePath('', labels)).toBe('');
  });
});

describe('fieldOfPath', () => {
  it('finds the field a path ends in', () => {
    expect(fieldOfPath('lines[0].payload.changes.gender')).toBe('gender');
    expect(fieldOfPath('header.unit.unitCategory')).toBe('unitCategory');
    expect(fieldOfPath('lines[3]')).toBe('lines');
  });
});
