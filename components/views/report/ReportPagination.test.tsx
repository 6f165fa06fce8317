/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { messages } from '@/components/testing/messages';
import AssessmentStatsReport from './AssessmentStatsReport';

const UNITS = 120;
const row = (unitId: number) => ({
  unitId, unitName: `单位${unitId}`, due: 10, assessed: 10, notAssessed: 0, tookPart: 10, excellent: 2, qualified: 8, basic: 0, unqualified: 0, undetermined: 0,
  excellentShare: 20, qualifiedShare: 80, basicShare: 0, unqualifiedShare: 0, undeterminedShare: 0, excellentCap: 2, overCap: false,
});
const total = { ...row(0), unitName: '', due: UNITS * 10, assessed: UNITS * 10, tookPart: UNITS * 10, excellent: UNITS * 2, qualified: UNITS * 8 };

/** The server's paging: the page asked for of 120 units, their count, the total over all of them. */
const getAssessmentStats = jest.fn(async (q: { year: number; pageNo?: number; pageSize?: number }) => {
  const size = q.pageSize ?? UNITS;
  const from = ((q.pageNo ?? 1) - 1) * size;
  const ids = Array.from({ length: UNITS }, (_, i) => i + 1).slice(from, from + size);
  return { year: q.year, excellentRate: 20, rows: ids.map(row), total, rowCount: UNITS };
});
jest.mock('@/lib/client/api/report', () => ({
  reportKeys: { assessmentStats: (q: object) => ['report', 'assessmentStats', q] },
  getAssessmentStats: (q: { year: number; pageNo?: number; pageSize?: number }) => getAssessmentStats(q),
  exportAssessmentStats: jest.fn(),
}));

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NextIntlClientProvider locale="zh" messages={messages.zh} timeZone="Asia/Shanghai">
      <ThemeProvider theme={createTheme()}>
        <QueryClientProvider client={client}><AssessmentStatsReport /></QueryClientProvider>
      </ThemeProvider>
    </NextIntlClientProvider>,
  );
}

const unitRows = () => within(screen.getByTestId('assessment-stats')).queryAllByTestId(/^assessment-row-/);

describe('a report screen pages its table (issue 15)', () => {
  beforeEach(() => getAssessmentStats.mockClear());

  it('asks for 50 rows, shows the count of all and the total from the server, and asks page 2 on the next-page click', async () => {
    show();
    await screen.findByTestId('assessment-total');
    const year = getAssessmentStats.mock.calls[0][0].year;
    expect(getAssessmentStats).toHaveBeenLastCalledWith({ year, pageNo: 1, pageSize: 50 });
    expect(unitRows()).toHaveLength(50);
    const pager = screen.getByTestId('assessment-pagination');
    expect(pager.textContent).toMatch(/1–50 of 120/);
    expect(pager.textContent).toMatch(/每页/);
    expect(within(screen.getByTestId('assessment-total')).getAllByRole('cell').map((c) => c.textContent).slice(0, 3)).toEqual(['合计', '1200', '1200']);

    fireEvent.click(within(pager).getByRole('button', { name: /next page/i }));
    // The page shown stays while the next one loads.
    expect(screen.getByTestId('assessment-row-1')).toBeTruthy();
    await waitFor(() => expect(getAssessmentStats).toHaveBeenLastCalledWith({ year, pageNo: 2, pageSize: 50 }));
    await waitFor(() => expect(screen.getByTestId('assessment-row-51')).toBeTruthy());
    expect(screen.getByTestId('assessment-pagination').textContent).toMatch(/51–100 of 120/);

    fireEvent.click(within(screen.getByTestId('assessment-pagination')).getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(screen.getByTestId('assessment-row-120')).toBeTruthy());
    expect(unitRows()).toHaveLength(20);
    expect(screen.getByTestId('assessment-total')).toBeTruthy();
  });

  it('goes back to page 1 when the year changes', async () => {
    show();
    await screen.findByTestId('assessment-total');
    const year = getAssessmentStats.mock.calls[0][0].year;
    fireEvent.click(within(screen.getByTestId('assessment-pagination')).getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(getAssessmentStats).toHaveBeenLastCalledWith({ year, pageNo: 2, pageSize: 50 }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '考核年度' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: String(year - 1) }));
    await waitFor(() => expect(getAssessmentStats).toHaveBeenLastCalledWith({ year: year - 1, pageNo: 1, pageSize: 50 }));
    await waitFor(() => expect(screen.getByTestId('assessment-row-1')).toBeTruthy());
  });
});
