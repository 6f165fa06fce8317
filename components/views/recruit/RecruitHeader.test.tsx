/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { MemoryRouter } from 'react-router';
import type { FilingDetail } from '@/lib/contracts/filing';
import { addDays } from '@/lib/domain/dates';
import { today } from '@/lib/domain/datetime';
import { mockApi, ok } from '@/components/testing/fetchMock';
import { messages } from '@/components/testing/messages';
import RecruitHeader from './RecruitHeader';

mockApi((path) => (path === '/Code/getLists' ? ok({ lists: {} }) : undefined));

const filing = (filingType: string, header: Record<string, unknown>) => ({
  id: 4, filingType, status: 'PENDING_ZG', year: 2026, header, lines: [], linePersons: {},
} as unknown as FilingDetail);

function show(f: FilingDetail, locale: 'zh' | 'en' = 'zh') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="Asia/Shanghai">
      <ThemeProvider theme={createTheme()}>
        <QueryClientProvider client={client}>
          <MemoryRouter><RecruitHeader filing={f} /></MemoryRouter>
        </QueryClientProvider>
      </ThemeProvider>
    </NextIntlClientProvider>,
  );
}

const running = () => screen.queryByTestId('publicity-running');

describe('a 人才引进\'s detail and its publicity', () => {
  const end = addDays(today(), 1);
  const talent = (publicityEnd: string) => filing('TALENT_INTRO', { introMode: 'ASSESS_RECRUIT', publicityStart: addDays(today(), -6), publicityEnd });

  it('says the publicity still runs while its end is after today, in zh and en', () => {
    show(talent(end));
    expect(running()?.textContent).toBe(`公示中（截止 ${end}），期满前不能审核通过`);
    show(talent(end), 'en');
    expect(screen.getAllByTestId('publicity-running')[1].textContent).toBe(`Publicity running (until ${end}); it cannot be approved before it is over`);
  });

  it('says nothing of it from its last day on, nor without an end', () => {
    show(talent(today()));
    expect(running()).toBeNull();
    show(filing('TALENT_INTRO', { introMode: 'ASSESS_RECRUIT' }));
    expect(running()).toBeNull();
  });

  it('is the 人才引进\'s alone: a result\'s dates are its announcement\'s, checked on submission', () => {
    show(filing('RECRUIT_RESULT', { planFilingId: 3, publicityStart: addDays(today(), -6), publicityEnd: end }));
    expect(running()).toBeNull();
  });
});
