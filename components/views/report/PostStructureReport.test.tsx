/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { messages } from '@/components/testing/messages';
import { postStructureRow, postStructureTotal } from '@/lib/domain/postStructure';
import PostStructureReport from './PostStructureReport';

const planned = postStructureRow({
  unitId: 7, unitName: '湖州市吴兴区织里实验小学', mainPostType: null, hasPlan: true,
  set: { M09: 2, T07: 2, T08: 1, W00: 1 }, held: { M09: 1, T07: 3, T08: 1, W00: 1 }, dualPosts: 1,
});
const unplanned = postStructureRow({ unitId: 8, unitName: '湖州市第一中学', mainPostType: null, hasPlan: false, set: {}, held: {}, dualPosts: 0 });
const rows = [planned, unplanned];

jest.mock('@/lib/client/api/report', () => ({
  reportKeys: { postStructure: (q: unknown) => ['postStructure', q] },
  getPostStructure: async () => ({ authorities: [{ id: 2, name: '湖州市教育局' }, { id: 3, name: '湖州市卫生健康委员会' }], rows, total: postStructureTotal(rows, '') }),
  exportPostStructure: jest.fn(),
}));
jest.mock('@/lib/client/api/codes', () => ({
  codeKeys: { lists: (names: string[]) => ['codes', names] },
  getCodeLists: async () => ({ postLevel: [{ code: 'T07', zh: '专业技术七级', en: 'Professional-technical grade 7' }] }),
}));

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NextIntlClientProvider locale="zh" messages={messages.zh} timeZone="Asia/Shanghai">
      <ThemeProvider theme={createTheme()}>
        <QueryClientProvider client={client}><PostStructureReport /></QueryClientProvider>
      </ThemeProvider>
    </NextIntlClientProvider>,
  );
}

describe('the post structure tab', () => {
  it('shows each category set, held, vacant and over, the bands, dual posts, the deviation and the total', async () => {
    show();
    const table = await screen.findByTestId('post-structure-table');
    expect(within(table).getByText('专业技术岗位')).toBeTruthy();
    expect(within(table).getByText('专技高级')).toBeTruthy();
    expect(within(screen.getByTestId('post-structure-row-7')).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '湖州市吴兴区织里实验小学', '2', '1', '1', '0', '3', '4', '0', '1', '1', '1', '0', '0', '2', '3', '1', '1', '0', '0', '1', '偏离',
    ]);
    expect(within(screen.getByTestId('post-structure-row-8')).getByText('无岗位设置')).toBeTruthy();
    expect(within(screen.getByTestId('post-structure-total')).getAllByRole('cell')[0].textContent).toBe('合计');
    expect(screen.getByTestId('post-structure-authority')).toBeTruthy();
    expect(screen.getByTestId('post-structure-export')).toBeTruthy();
  });

  it('opens a unit\'s levels, set and held', async () => {
    show();
    fireEvent.click(await screen.findByTestId('post-structure-expand-7'));
    const levels = screen.getByTestId('post-structure-levels-7');
    expect(await within(levels).findByText('专业技术七级：设置数 2 / 已聘数 3')).toBeTruthy();
    expect(within(levels).getByText('W00：设置数 1 / 已聘数 1')).toBeTruthy();
  });
});
