/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { messages } from '@/components/testing/messages';
import { flowStatsRow, flowStatsTotal } from '@/lib/domain/flowStats';
import { recruitStatsRow, recruitStatsTotal } from '@/lib/domain/recruitStats';
import { rewardPunishStatsRow, rewardPunishStatsTotal } from '@/lib/domain/rewardPunishStats';
import FlowStatsReport from './FlowStatsReport';
import RecruitStatsReport from './RecruitStatsReport';
import RewardPunishStatsReport from './RewardPunishStatsReport';

const school = { unitId: 7, unitName: '湖州市吴兴区织里实验小学' };
const authorities = [{ id: 2, name: '湖州市教育局' }, { id: 3, name: '湖州市卫生健康委员会' }];
const flows = [flowStatsRow(school, [
  { personId: 1, unitId: 7, date: '2026-03-01', direction: 'in', kind: 'recruit' },
  { personId: 2, unitId: 7, date: '2026-04-01', direction: 'out', kind: 'retire' },
  { personId: 3, unitId: 7, date: '2026-05-01', direction: 'out', kind: 'death' },
])];
const recruit = [recruitStatsRow(school, [{ posts: [{ postCode: 'YW01', postName: '小学语文教师', recruitCount: 2 }], filedByPost: new Map([['YW01', 1]]) }])];
const rp = [rewardPunishStatsRow(school, [{ personId: 1, rpKind: 'REWARD', rpType: 'COMMEND' }])];

// The charts draw on a canvas jsdom lacks; the API module is answered here.
jest.mock('./FlowChart', () => ({ __esModule: true, default: ({ labels }: { labels: string[] }) => <div data-testid="flow-chart">{labels.join(',')}</div> }));
jest.mock('@/lib/client/api/report', () => ({
  reportKeys: { flowStats: (q: unknown) => ['flow', q], recruitStats: (q: unknown) => ['recruit', q], rewardPunishStats: (q: unknown) => ['rp', q] },
  getFlowStats: async (q: { year: number }) => ({ year: q.year, authorities, rows: flows, total: flowStatsTotal(flows, '') }),
  getRecruitStats: async (q: { year: number }) => ({ year: q.year, authorities: authorities.slice(0, 1), rows: recruit, total: recruitStatsTotal(recruit, '') }),
  getRewardPunishStats: async (q: { year: number }) => ({
    year: q.year, statDate: '2026-11-25', authorities, rows: rp, total: rewardPunishStatsTotal(rp, ''),
    inPeriod: [{ personId: 9, name: '张三', unitId: 7, unitName: school.unitName, rpType: 'WARNING', rpName: '违反工作纪律', start: '2026-06-01', end: '2026-11-30' }],
  }),
  exportFlowStats: jest.fn(), exportRecruitStats: jest.fn(), exportRewardPunishStats: jest.fn(),
}));

function show(view: ReactElement, locale: 'zh' | 'en' = 'zh') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="Asia/Shanghai">
      <ThemeProvider theme={createTheme()}>
        <QueryClientProvider client={client}>{view}</QueryClientProvider>
      </ThemeProvider>
    </NextIntlClientProvider>,
  );
}

describe('the yearly statistics tabs', () => {
  it('shows the flows by kind under their groups, the net, the total row, the chart and the authority filter', async () => {
    show(<FlowStatsReport />);
    const table = await screen.findByTestId('flow-stats-table');
    expect(within(table).getByText('增员')).toBeTruthy();
    // 编制转换 is a column of both the increases and the decreases; the type conversions and the 编外 come after the net.
    expect(within(table).getAllByText('编制转换')).toHaveLength(2);
    expect(within(table).getByText('编制类型转换')).toBeTruthy();
    expect(within(table).getByText('编外人员')).toBeTruthy();
    expect(within(table).getByTestId('report-basis').textContent).toMatch(/^统计口径：/);
    expect(within(screen.getByTestId('flow-row-7')).getAllByRole('cell').map((c) => c.textContent)).toEqual(
      ['湖州市吴兴区织里实验小学', '1', '0', '0', '0', '0', '0', '0', '1', '1', '0', '0', '0', '1', '0', '0', '0', '2', '-1', '0', '0', '0', '0'],
    );
    expect(within(screen.getByTestId('flow-total')).getAllByRole('cell')[0].textContent).toBe('合计');
    expect(screen.getByTestId('flow-chart').textContent).toBe('湖州市吴兴区织里实验小学');
    expect(screen.getByTestId('flow-authority')).toBeTruthy();
    expect(screen.getByTestId('flow-export')).toBeTruthy();
  });

  it('shows the completion rate and the unfilled posts by name, without an authority filter for a single authority', async () => {
    show(<RecruitStatsReport />);
    const row = await screen.findByTestId('recruit-row-7');
    expect(within(row).getByText('50%')).toBeTruthy();
    expect(within(row).getByText('小学语文教师 1/2')).toBeTruthy();
    expect(within(screen.getByTestId('recruit-total')).getByText('未完成岗位 1 个')).toBeTruthy();
    expect(screen.queryByTestId('recruit-authority')).toBeNull();
  });

  it('shows the persons per reward and punishment type and who is in a punishment period', async () => {
    show(<RewardPunishStatsReport />);
    const table = await screen.findByTestId('reward-punish-stats-table');
    expect(within(table).getByText('降低岗位等级')).toBeTruthy();
    expect(within(screen.getByTestId('reward-punish-row-7')).getAllByRole('cell')[1].textContent).toBe('1');
    const listed = within(screen.getByTestId('punish-period-9'));
    expect(listed.getByText('张三')).toBeTruthy();
    expect(listed.getByText('警告')).toBeTruthy();
    expect(listed.getByText('2026-11-30')).toBeTruthy();
  });

  it.each([
    ['人员增减统计', <FlowStatsReport key="flow" />, 'flow-stats-table', /^Counting rule: establishment staff increase by the way they entered/],
    ['招聘统计', <RecruitStatsReport key="recruit" />, 'recruit-row-7', /^Counting rule: plans are the approved open recruitment plans/],
    ['奖惩统计', <RewardPunishStatsReport key="rp" />, 'reward-punish-row-7', /^Counting rule: counted in the year of the decision date/],
  ])('states the counting rule of %s in English on an English screen', async (_report, view, shown, rule) => {
    show(view, 'en');
    await screen.findByTestId(shown);
    expect(screen.getByTestId('report-basis').textContent).toMatch(rule);
  });
});
