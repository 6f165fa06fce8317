/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { COMPARED_FIELDS, type FilingDetail } from '@/lib/contracts/filing';
import { codeKeys } from '@/lib/client/api/codes';
import { messages } from '@/components/testing/messages';
import BeforeAfterPanel from './BeforeAfterPanel';
import { FIELD_CODE_LIST_NAMES } from './fieldFormat';

const codes = {
  postLevel: [{ code: 'T09', zh: '专业技术九级', en: 'Professional and technical grade 9' }, { code: 'T10', zh: '专业技术十级', en: 'Professional and technical grade 10' }],
  titleLevel: [{ code: 'MIDDLE', zh: '中级', en: 'Intermediate' }, { code: 'SENIOR_DEP', zh: '副高', en: 'Associate senior' }],
};

const row = (field: string, before: string | null, after: string | null = before, original?: string) =>
  ({ field, before, after, changed: before !== after, ...(original === undefined ? {} : { original }) });

const filing = (over: Partial<FilingDetail> = {}) => ({
  filingType: 'PERSON_INFO',
  beforeAfter: [{
    lineNo: 1, personId: 11, personName: '沈佳怡', basis: 'CURRENT',
    rows: [row('name', '沈佳怡'), row('postLevel', 'T10'), row('titleLevel', 'MIDDLE', 'SENIOR_DEP')],
  }],
  ...over,
}) as unknown as FilingDetail;

function show(locale: 'zh' | 'en', f: FilingDetail) {
  const client = new QueryClient();
  client.setQueryData(codeKeys.lists(FIELD_CODE_LIST_NAMES), codes);
  return render(
    <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="Asia/Shanghai">
      <ThemeProvider theme={createTheme()}>
        <QueryClientProvider client={client}><BeforeAfterPanel filing={f} /></QueryClientProvider>
      </ThemeProvider>
    </NextIntlClientProvider>,
  );
}

/** The screen width the MUI breakpoint queries (useMediaQuery) answer for: jsdom has no layout of its own. */
function viewport(width: number) {
  window.matchMedia = ((query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return { matches, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false };
  }) as unknown as typeof window.matchMedia;
}
beforeEach(() => viewport(1440));

const cells = (field: string) => [...screen.getByTestId(`before-after-row-${field}`).querySelectorAll('th, td')].map((c) => c.textContent);

describe('BeforeAfterPanel', () => {
  it('shows each field by its label and value, the changed one marked by an icon with an accessible name', () => {
    show('zh', filing());
    expect(cells('titleLevel')).toEqual(['职称级别', '中级', '副高']);
    expect(cells('postLevel')).toEqual(['岗位等级', '专业技术十级', '专业技术十级']);
    const marked = within(screen.getByTestId('before-after-row-titleLevel')).getByRole('img', { name: '已变更' });
    expect(marked).toBeTruthy();
    expect(within(screen.getByTestId('before-after-row-postLevel')).queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: '查看 沈佳怡 的完整人员信息' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '第 1 行 沈佳怡 的变更前后对照' })).toBeTruthy();
  });

  it('reads in English', () => {
    show('en', filing());
    expect(cells('titleLevel')).toEqual(['Title level', 'Intermediate', 'Associate senior']);
    expect(within(screen.getByTestId('before-after-row-titleLevel')).getByRole('img', { name: 'Changed' })).toBeTruthy();
  });

  it("shows a correction's original beside its own value, marking where they differ", () => {
    show('zh', filing({
      filingType: 'POST_APPOINT',
      beforeAfter: [{ lineNo: 1, personId: 11, personName: '沈佳怡', basis: 'CURRENT', rows: [row('postLevel', 'T10', 'T09', 'T10')] }],
    } as Partial<FilingDetail>));
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['项目', '变更前', '原件', '变更后']);
    expect(cells('postLevel')).toEqual(['岗位等级与原件不同', '专业技术十级', '专业技术十级', '专业技术九级']);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows nothing for a type that changes no person record', () => {
    const { container } = show('zh', filing({ beforeAfter: undefined }));
    expect(container.textContent).toBe('');
  });

  it('shows a table at 1440 px', () => {
    show('zh', filing());
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['项目', '变更前', '变更后']);
  });

  it('shows each changed field as a card of its own at 390 px, label then before and after, the fields left alone one line each', () => {
    viewport(390);
    show('zh', filing());
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: '第 1 行 沈佳怡 的变更前后对照' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('data-testid'))).toEqual(['before-after-row-titleLevel', 'before-after-row-name', 'before-after-row-postLevel']);
    const card = screen.getByTestId('before-after-row-titleLevel');
    expect(card.getAttribute('data-changed')).toBe('true');
    expect(within(card).getByRole('img', { name: '已变更' })).toBeTruthy();
    expect([...card.querySelectorAll('dt')].map((d) => d.textContent)).toEqual(['变更前', '变更后']);
    expect(within(card).getByTestId('before-after-label').textContent).toBe('职称级别');
    expect(within(card).getByTestId('before-after-before').textContent).toBe('中级');
    expect(within(card).getByTestId('before-after-after').textContent).toBe('副高');
    const kept = screen.getByTestId('before-after-row-postLevel');
    expect(kept.getAttribute('data-changed')).toBe('false');
    expect(kept.textContent).toBe('岗位等级专业技术十级');
    expect(within(kept).queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: '查看 沈佳怡 的完整人员信息' })).toBeTruthy();
  });

  it("reads in English at 390 px, a correction's card naming the original between before and after", () => {
    viewport(390);
    show('en', filing({
      filingType: 'POST_APPOINT',
      beforeAfter: [{ lineNo: 1, personId: 11, personName: '沈佳怡', basis: 'CURRENT', rows: [row('postLevel', 'T10', 'T09', 'T10')] }],
    } as Partial<FilingDetail>));
    const card = screen.getByTestId('before-after-row-postLevel');
    expect([...card.querySelectorAll('dt')].map((d) => d.textContent)).toEqual(['Before', 'Original', 'After']);
    expect([...card.querySelectorAll('dd')].map((d) => d.textContent))
      .toEqual(['Professional and technical grade 10', 'Professional and technical grade 10', 'Professional and technical grade 9']);
    expect(within(card).getByText('Differs from the original')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Changed' })).toBeTruthy();
  });

  it('has a label in both languages for every field it can show', () => {
    for (const locale of ['zh', 'en'] as const) {
      const fields = (messages[locale] as unknown as { filing: { field: Record<string, string> } }).filing.field;
      expect(COMPARED_FIELDS.filter((f) => !fields[f])).toEqual([]);
    }
  });
});
