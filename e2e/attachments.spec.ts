import { samplePdf } from '@/lib/server/testing/files';
import { expect, test, type APIRequestContext } from './support/fixtures';

const UNIT_FIELDS = ['unitName', 'shortName', 'uscc', 'unitCategory', 'instClass', 'unitRank', 'affiliation', 'fundingForm', 'mainPostType',
  'estabDocNo', 'estabDocDate', 'contactName', 'contactPhone'];

async function post<T>(request: APIRequestContext, path: string, data: unknown, token?: string): Promise<T> {
  const res = await request.post(`/api${path}`, { data, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const body = await res.json();
  if (body.code !== 200) throw new Error(`${path}: ${body.msg}`);
  return body.data as T;
}

test('a filing that cuts the establishment below the staff needs its plan attached before it can be submitted', async ({ page, request }) => {
  // The health commission files for itself (a competent authority is also a unit); no other flow files for it.
  const { token } = await post<{ token: string }>(request, '/login/login', { username: 'zg2', password: 'demo123' });
  type Info = { unit: Record<string, unknown>; establishment: Record<string, number | string | null>; quota: { estabType: string; actual: number }[] };
  const info = await post<Info>(request, '/Company/getInfo', {}, token);
  const unit = Object.fromEntries(UNIT_FIELDS.filter((k) => info.unit[k] !== null).map((k) => [k, info.unit[k]]));
  const quotaAdmin = info.quota.find((q) => q.estabType === 'ADMIN')!.actual - 2;
  const { effectiveFrom: _from, source: _source, ...establishment } = info.establishment;
  const quotaOrganWorker = Number(establishment.quotaOrganWorker);
  const title = `卫健委压减编制 ${Date.now()}`;
  const filing = await post<{ id: number }>(request, '/Filing/create', {
    filingType: 'UNIT_INFO', title, contactName: '孙晓燕', contactPhone: '0572-2398203',
    header: { unit, establishment: { ...establishment, quotaAdmin, approvedTotal: quotaAdmin + quotaOrganWorker, docNo: '湖编〔2026〕61号', docDate: '2026-10-20' } },
  }, token);

  await page.goto(`/#/login?redirect=${encodeURIComponent(`/view/checkDetail?id=${filing.id}`)}`);
  await page.getByTestId('login-username').fill('zg2');
  await page.getByTestId('login-password').fill('demo123');
  await page.getByTestId('login-submit').click();
  const panel = page.getByTestId('filing-attachments');
  await expect(panel).toContainText('暂无附件');

  await panel.getByLabel('附件类目').fill('超编消化计划');
  const chooser = page.waitForEvent('filechooser');
  await panel.getByTestId('attachment-upload').click();
  await (await chooser).setFiles({ name: '超编消化计划.pdf', mimeType: 'application/pdf', buffer: samplePdf('压减计划') });
  await expect(panel).toContainText('超编消化计划.pdf');

  const fake = page.waitForEvent('filechooser');
  await panel.getByTestId('attachment-upload').click();
  // A PDF's first line followed by a page of HTML: the server reads the whole file.
  const polyglot = Buffer.from('%PDF-1.4\n<html><script>alert(document.cookie)</script></html>');
  await (await fake).setFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: polyglot });
  await expect(page.getByText('PDF 文件已损坏或不完整，无法打开，请重新导出后上传')).toBeVisible();

  await page.getByTestId('action-SUBMIT').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('filing-detail-status')).toHaveText('待主管部门审核');
  await expect(panel.getByTestId('attachment-upload')).toHaveCount(0);
});
