/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { MemoryRouter, Route, Routes } from 'react-router';
import { messages } from '@/components/testing/messages';
import RenewalPage from './RenewalPage';

const fetchMock = jest.fn();
const answer = (code: number, msg: string, data: unknown) => ({ status: code, text: async () => JSON.stringify({ code, msg, data }) });
const account = { username: 'jc3', unitName: '湖州市中心医院', expireTime: '2020-01-01', authorityName: '湖州市卫生健康委员会', authorityPhone: '0572-2000000' };

function renderRenewal(entry = '/renewal?ticket=t1', locale: 'zh' | 'en' = 'zh') {
  render(
    <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="Asia/Shanghai">
      <MemoryRouter initialEntries={[entry]}>
        <Routes><Route path="/renewal" element={<RenewalPage />} /></Routes>
      </MemoryRouter>
    </NextIntlClientProvider>,
  );
}
const sentBody = (n: number) => JSON.parse(fetchMock.mock.calls[n][1].body);

beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => fetchMock.mockReset());

describe('RenewalPage', () => {
  it("shows the ticket's account and sends the renewal request with the ticket", async () => {
    fetchMock.mockResolvedValueOnce(answer(200, 'success', account)).mockResolvedValueOnce(answer(200, 'success', account));
    renderRenewal();
    expect((await screen.findByTestId('renewal-account')).textContent).toContain('湖州市中心医院');
    expect(sentBody(0)).toEqual({ ticket: 't1' });
    expect(fetchMock.mock.calls[0][0]).toMatch(/\/api\/login\/renewalInfo$/);
    fireEvent.change(screen.getByTestId('renewal-contactName'), { target: { value: ' 王芳 ' } });
    fireEvent.change(screen.getByTestId('renewal-contactPhone'), { target: { value: '13800000000' } });
    fireEvent.click(screen.getByTestId('renewal-submit'));
    expect((await screen.findByTestId('renewal-sent')).textContent).toContain('续期申请已提交');
    expect(fetchMock.mock.calls[1][0]).toMatch(/\/api\/login\/renewal$/);
    expect(sentBody(1)).toEqual({ ticket: 't1', contactName: '王芳', contactPhone: '13800000000' });
  });

  it('sends one request for submissions repeated before the answer, and takes a corrected one after a refusal', async () => {
    let answerRequest!: (v: unknown) => void;
    fetchMock.mockResolvedValueOnce(answer(200, 'success', account)).mockReturnValueOnce(new Promise((r) => { answerRequest = r; }));
    renderRenewal();
    fireEvent.change(await screen.findByTestId('renewal-contactName'), { target: { value: '王芳' } });
    fireEvent.change(screen.getByTestId('renewal-contactPhone'), { target: { value: '13800000000' } });
    const form = screen.getByTestId('renewal-submit').closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    answerRequest(answer(400, 'contactPhone: 联系电话应为 1 开头的 11 位数字', { field: 'contactPhone' }));
    expect(await screen.findByText('联系电话应为 1 开头的 11 位数字')).toBeTruthy();
    fetchMock.mockResolvedValueOnce(answer(200, 'success', account));
    fireEvent.submit(form);
    expect(await screen.findByTestId('renewal-sent')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('checks the contact fields before sending, naming each', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, 'success', account));
    renderRenewal();
    fireEvent.click(await screen.findByTestId('renewal-submit'));
    expect(await screen.findByText('请填写联系人')).toBeTruthy();
    expect(screen.getByText('联系电话应为 1 开头的 11 位数字')).toBeTruthy();
    fireEvent.change(screen.getByTestId('renewal-contactName'), { target: { value: '王芳' } });
    fireEvent.change(screen.getByTestId('renewal-contactPhone'), { target: { value: '1380000000' } });
    fireEvent.click(screen.getByTestId('renewal-submit'));
    expect(screen.queryByText('请填写联系人')).toBeNull();
    expect(screen.getByText('联系电话应为 1 开头的 11 位数字')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('marks both contact fields on them at once, and takes a trimmed name and an 11-digit mobile number', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, 'success', account));
    renderRenewal();
    const helpOf = (f: string) => {
      const input = screen.getByTestId(`renewal-${f}`);
      return [input.getAttribute('aria-invalid'), document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? null];
    };
    fireEvent.change(await screen.findByTestId('renewal-contactName'), { target: { value: '   ' } });
    fireEvent.change(screen.getByTestId('renewal-contactPhone'), { target: { value: '23800000000' } });
    fireEvent.click(screen.getByTestId('renewal-submit'));
    expect(helpOf('contactName')).toEqual(['true', '请填写联系人']);
    expect(helpOf('contactPhone')).toEqual(['true', '联系电话应为 1 开头的 11 位数字']);
    expect(helpOf('note')).toEqual(['false', null]);
    fireEvent.change(screen.getByTestId('renewal-contactName'), { target: { value: ' 王 ' } });
    fireEvent.change(screen.getByTestId('renewal-contactPhone'), { target: { value: ' 13800000000 ' } });
    fetchMock.mockResolvedValueOnce(answer(200, 'success', account));
    fireEvent.click(screen.getByTestId('renewal-submit'));
    expect(await screen.findByTestId('renewal-sent')).toBeTruthy();
    expect(sentBody(1)).toEqual({ ticket: 't1', contactName: '王', contactPhone: '13800000000' });
  });

  it("shows the server's refusal of a spent or expired ticket, with the way back to login", async () => {
    fetchMock.mockResolvedValueOnce(answer(401, '续期凭证已使用，请重新登录获取', null));
    renderRenewal();
    expect((await screen.findByTestId('renewal-refused')).textContent).toContain('续期凭证已使用，请重新登录获取');
    expect(screen.getByTestId('renewal-back').getAttribute('href')).toBe('/login');
  });

  it('asks nothing of the server without a ticket, in English too', async () => {
    renderRenewal('/renewal', 'en');
    expect((await screen.findByTestId('renewal-refused')).textContent).toContain('The renewal ticket is missing');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
