/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import { messages } from '@/components/testing/messages';
import { webSearchUrl } from '@/lib/client/search';
import { usePanelsStore } from '@/lib/client/stores/panels';
import SearchDialog from './SearchDialog';

jest.mock('@/lib/client/api/search', () => ({
  searchKeys: { list: () => ['search', 'list'] },
  getSearchList: async () => ({ list: [{ value: '人员信息', url: '/#/company/person' }] }),
}));

function renderDialog() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NextIntlClientProvider locale="zh" messages={messages.zh} timeZone="Asia/Shanghai">
        <SearchDialog />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

describe('SearchDialog', () => {
  let open: jest.SpyInstance;
  beforeEach(() => {
    open = jest.spyOn(window, 'open').mockImplementation(() => null);
    act(() => usePanelsStore.getState().setSearch(true));
  });
  afterEach(() => {
    open.mockRestore();
    act(() => usePanelsStore.getState().setSearch(false));
  });

  it('searches the web for a typed word on Enter and closes, keeping Enter from pressing the search button again', async () => {
    renderDialog();
    const input = await screen.findByTestId('search-input');
    fireEvent.change(input, { target: { value: ' 年度考核 ' } });
    const notPrevented = fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    expect(notPrevented).toBe(false);
    expect(open).toHaveBeenCalledWith(webSearchUrl('年度考核'), '_blank', 'noopener,noreferrer');
    expect(usePanelsStore.getState().search).toBe(false);
  });

  it('does nothing on Enter for a blank word: the dialog stays open and Enter keeps its default', async () => {
    renderDialog();
    const input = await screen.findByTestId('search-input');
    fireEvent.change(input, { target: { value: '   ' } });
    expect(fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' })).toBe(true);
    expect(open).not.toHaveBeenCalled();
    await waitFor(() => expect(usePanelsStore.getState().search).toBe(true));
  });
});
