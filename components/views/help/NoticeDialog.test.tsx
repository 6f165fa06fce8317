/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { messages } from '@/components/testing/messages';
import NoticeDialog from './NoticeDialog';

const saveNotice = jest.fn(async (body: object) => ({ kind: 'done', data: { id: 1, ...body } }));
jest.mock('@/lib/client/api/noticePublishing', () => ({
  publishedKeys: { audience: () => ['notice', 'published', 'audience'] },
  getNoticeAudience: async () => ({ regions: [], units: [] }),
  saveNotice: (body: object) => saveNotice(body),
}));

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NextIntlClientProvider locale="zh" messages={messages.zh} timeZone="Asia/Shanghai">
      <ThemeProvider theme={createTheme()}>
        <QueryClientProvider client={client}><NoticeDialog onClose={jest.fn()} onSaved={jest.fn()} /></QueryClientProvider>
      </ThemeProvider>
    </NextIntlClientProvider>,
  );
}

const input = (id: string) => screen.getByTestId(`notice-${id}`) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(input(id), { target: { value } });
/** Whether MUI marks the field invalid, and the help text it ties to it (aria-describedby). */
const helpOf = (id: string) => [input(id).getAttribute('aria-invalid'), document.getElementById(input(id).getAttribute('aria-describedby') ?? '')?.textContent ?? null];

describe('发布通知 form', () => {
  it('shows every mistake on its field at once on publishing, and sends nothing', async () => {
    show();
    type('title', '   ');
    type('validFrom', '2026-03-02');
    type('validUntil', '2026-03-01');
    expect(helpOf('title')).toEqual(['false', null]);
    fireEvent.click(input('submit'));
    expect(helpOf('title')).toEqual(['true', '请填写通知标题']);
    expect(helpOf('content')).toEqual(['true', '请填写通知内容']);
    expect(helpOf('validUntil')).toEqual(['true', '截止日期不能早于生效日期']);
    expect(saveNotice).not.toHaveBeenCalled();
    await waitFor(() => expect(input('submit')).toHaveProperty('disabled', false));
  });

  it('takes a window of one day and publishes', async () => {
    show();
    type('title', ' 年度考核通知 ');
    type('content', '请按时上报');
    type('validFrom', '2026-03-01');
    type('validUntil', '2026-03-01');
    fireEvent.click(input('submit'));
    await waitFor(() => expect(saveNotice).toHaveBeenCalledWith(expect.objectContaining({
      title: '年度考核通知', content: '<p>请按时上报</p>', audience: 'all', validFrom: '2026-03-01', validUntil: '2026-03-01',
    })));
    expect(helpOf('validUntil')).toEqual(['false', '不填则长期有效']);
  });
});
