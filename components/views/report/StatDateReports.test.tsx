/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { exportEstabUsage, exportStructure, getEstabUsage, getStructure } from '@/lib/client/api/report';
import { messages } from '@/components/testing/messages';
import EstabUsageReport from './EstabUsageReport';
import StructureReport from './StructureReport';

const figures = {
  quota: 6, quotaAdmin: 0, quotaInst: 6, quotaRefCivil: 0, quotaOrganWorker: 0, inEstab: 3, inAdmin: 0, inInst: 3, inRefCivil: 0, inOrganWorker: 0,
  notArrived: 1, inTransit: null, vacancy: 2, overQuota: 0, usageRate: 50, outOfEstab: 0,
};
const row = { unitId: 7, unitName: '湖州市吴兴区织里实验小学', regionCode: '330500', regionName: '湖州市', competentDeptId: 2, competentDeptName: '湖州市教育局', ...figures };

jest.mock('./UsageChart', () => ({ __esModule: true, default: () => null }));
jest.mock('@/components/ui/useCodeLists', () => ({ useCodeLists: () => ({ label: (_: string, code: string) => code }) }));
jest.mock('@/lib/client/api/report', () => ({
  reportKeys: { estabUsage: (q: unknown) => ['usage', q], structure: (d: string, s?: string) => ['structure', d, s ?? ''] },
  getEstabUsage: jest.fn(async (q: { statDate?: string }) => ({ statDate: q.statDate ?? '2026-11-25', rows: [row], total: figures })),
  getStructure: jest.fn(async (q: { statDate?: string }) => ({ statDate: q.statDate ?? '2026-11-25', total: 1, items: [{ key: '≤30', count: 1, share: 100 }] })),
  exportEstabUsage: jest.fn(), exportStructure: jest.fn(),
}));

function show(view: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NextIntlClientProvider locale="zh" messages={messages.zh} timeZone="Asia/Shanghai">
      <ThemeProvider theme={createTheme()}>
        <QueryClientProvider client={client}>{view}</QueryClientProvider>
      </ThemeProvider>
    </NextIntlClientProvider>,
  );
}

describe('the statistics date of the report tabs', () => {
  it('asks 人员结构分析 for today without a date, then for the date chosen, with the past-date hint', async () => {
    show(<StructureReport />);
    await screen.findByTestId('structure-table');
    expect(getStructure).toHaveBeenLastCalledWith({ dimension: 'ageBand', statDate: undefined });
    expect(screen.queryByTestId('structure-past-hint')).toBeNull();
    fireEvent.change(screen.getByTestId('structure-stat-date'), { target: { value: '2024-06-30' } });
    await waitFor(() => expect(getStructure).toHaveBeenLastCalledWith({ dimension: 'ageBand', statDate: '2024-06-30' }));
    expect(screen.getByTestId('structure-past-hint').textContent).toMatch(/年龄按统计日期计算/);
    const exportButton = screen.getByTestId('structure-export') as HTMLButtonElement;
    await waitFor(() => expect(exportButton.disabled).toBe(false));
    fireEvent.click(exportButton);
    await waitFor(() => expect(exportStructure).toHaveBeenCalledWith({ statDate: '2024-06-30' }));
  });

  it('asks 编制使用情况表 and its export for the date chosen and shows in transit as —', async () => {
    show(<EstabUsageReport />);
    fireEvent.change(await screen.findByTestId('report-usage-stat-date'), { target: { value: '2024-06-30' } });
    await waitFor(() => expect(getEstabUsage).toHaveBeenLastCalledWith({ statDate: '2024-06-30', pageNo: 1, pageSize: 50 }));
    const total = within(await screen.findByTestId('report-usage-table')).getByText('合计').closest('tr')!;
    expect(within(total).getAllByRole('cell').map((c) => c.textContent)[12]).toBe('—');
    expect(screen.getByTestId('report-usage-past-hint')).toBeTruthy();
    fireEvent.click(screen.getByTestId('report-usage-export'));
    await waitFor(() => expect(exportEstabUsage).toHaveBeenCalledWith({ statDate: '2024-06-30' }));
  });
});
