/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { OpenPlan } from '@/lib/contracts/recruit';
import { mockApi, ok } from '@/components/testing/fetchMock';
import { messages } from '@/components/testing/messages';
import RecruitResultEditor from './RecruitResultEditor';

const post = { postCode: 'YW01', postName: '高中语文教师', postCategory: 'TECH', postLevel: 'T12', estabType: 'INST', recruitCount: 2, used: 0, ageMax: 35, eduReq: '21' };
const PLANS: OpenPlan[] = [
  {
    id: 3, filingNo: 'ZPJH-2026-000003', title: '第一中学招聘计划', year: 2026, validUntil: '2027-06-30', posts: [post],
    publicities: [{ id: 9, filingNo: 'FBGG-2026-000004', title: '拟聘用人员公示', publishStart: '2026-11-10', publishEnd: '2026-11-19' }],
  },
  { id: 5, filingNo: 'ZPJH-2026-000005', title: '第二批招聘计划', year: 2026, validUntil: '2027-06-30', posts: [post], publicities: [] },
];

mockApi((path) => {
  if (path === '/Recruit/getOpenPlans') return ok({ list: PLANS });
  if (path === '/Code/getLists') return ok({ lists: {} });
  if (path === '/Company/getInfo') return ok({ unit: { id: 7, contactName: '吴志强', contactPhone: '13705721188' } });
});

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NextIntlClientProvider locale="zh" messages={messages.zh} timeZone="Asia/Shanghai">
      <ThemeProvider theme={createTheme()}>
        <QueryClientProvider client={client}>
          <RecruitResultEditor onClose={jest.fn()} />
        </QueryClientProvider>
      </ThemeProvider>
    </NextIntlClientProvider>,
  );
}

async function choose(label: RegExp, option: RegExp) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: option }));
}
const input = (name: string) => screen.getByTestId(`RECRUIT_RESULT-header-${name}`) as HTMLInputElement;

describe('the publicity picker of a recruitment result', () => {
  it("offers the chosen plan's approved publicity announcements and shows the chosen one's period, read-only", async () => {
    show();
    await choose(/^招聘计划/, /ZPJH-2026-000003/);
    await choose(/^拟聘用人员公示公告/, /FBGG-2026-000004 拟聘用人员公示（2026-11-10 至 2026-11-19）/);
    expect([input('publicityStart').value, input('publicityEnd').value]).toEqual(['2026-11-10', '2026-11-19']);
    expect([input('publicityStart').readOnly, input('publicityEnd').readOnly]).toEqual([true, true]);
    expect(screen.getAllByText('取自所选公示公告的发布期间')).toHaveLength(2);
    expect(screen.queryByTestId('no-publicity')).toBeNull();
  });

  it('drops the announcement and its period when another plan is chosen, and says when that plan has none', async () => {
    show();
    await choose(/^招聘计划/, /ZPJH-2026-000003/);
    await choose(/^拟聘用人员公示公告/, /FBGG-2026-000004/);
    await choose(/^招聘计划/, /ZPJH-2026-000005/);
    expect([input('publicityFilingId').value, input('publicityStart').value, input('publicityEnd').value]).toEqual(['', '', '']);
    expect(screen.getByTestId('no-publicity').textContent).toContain('所选招聘计划暂无已核准的拟聘用人员公示公告');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^拟聘用人员公示公告/ }));
    expect(within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['（无）']);
  });
});
