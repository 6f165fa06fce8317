/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { messages } from '@/components/testing/messages';
import type { PublishedNotice } from '@/lib/contracts/notice';
import NoticeDialog from './NoticeDialog';

const saveNotice = jest.fn(async (body: object) => ({ kind: 'done', data: { id: 1, ...body } }));
jest.mock('@/lib/client/api/noticePublishing', () => ({
  publishedKeys: { audience: () => ['notice', 'published', 'audience'] },
  getNoticeAudience: async () => ({ regions: [], units: [] }),
  saveNotice: (body: object) => saveNotice(body),
}));

beforeEach(() => saveNotice.mockClear());

function show(notice?: PublishedNotice) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NextIntlClientProvider locale="zh" messages={messages.zh} timeZone="Asia/Shanghai">
      <ThemeProvider theme={createTheme()}>
        <QueryClientProvider client={client}><NoticeDialog notice={notice} onClose={jest.fn()} onSaved={jest.fn()} /></QueryClientProvider>
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

  it('sends no English when none is typed, and an English title without its body is refused on its field', async () => {
    show();
    type('title', '年度考核通知');
    type('content', '请按时上报');
    type('titleEn', 'Annual assessment');
    fireEvent.click(input('submit'));
    expect(helpOf('contentEn')).toEqual(['true', '填写了英文标题，请填写英文正文']);
    expect(saveNotice).not.toHaveBeenCalled();
    type('titleEn', '  ');
    await waitFor(() => expect(input('submit')).toHaveProperty('disabled', false));
    fireEvent.click(input('submit'));
    await waitFor(() => expect(saveNotice).toHaveBeenCalledWith(expect.objectContaining({ titleEn: null, contentEn: null })));
  });

  it('shows the English of the notice it edits, and sends it as changed', async () => {
    show({
      id: 3, title: '系统升级维护公告', content: '<p>周六维护</p>', titleEn: 'System upgrade', contentEn: '<p>Saturday</p>', audience: 'all', regionCode: null,
      regionName: null, unitIds: [], unitNames: [], validFrom: null, validUntil: null, status: 'active', publisher: '湖州市人力资源和社会保障局',
      publishedAt: '2026-11-26 21:31:40', readCount: 0, version: 1,
    });
    expect([input('titleEn').value, input('contentEn').value]).toEqual(['System upgrade', '<p>Saturday</p>']);
    expect(helpOf('titleEn')).toEqual(['false', '英文界面的用户看到英文标题和正文，两者须同时填写；不填则看到中文。']);
    type('titleEn', ' System upgrade, postponed ');
    type('contentEn', 'Next Saturday');
    fireEvent.click(input('submit'));
    await waitFor(() => expect(saveNotice).toHaveBeenCalledWith(expect.objectContaining({
      id: 3, version: 1, title: '系统升级维护公告', titleEn: 'System upgrade, postponed', contentEn: '<p>Next Saturday</p>',
    })));
  });
});
