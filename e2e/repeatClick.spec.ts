import type { Page } from '@playwright/test';
import { signIn } from './support/signIn';
import { expect, test } from './support/fixtures';

/**
 * Spec §5 repeat-click guard: a triple click on a writing button sends one request, and the button takes clicks again
 * once the answer is in. The save is held back for a moment, as on a slow network, so every click lands while it waits.
 */

const SAVE_PATH = /\/api\/Notice\/save$/;

/** Counts the notice saves the page sends and holds each answer back for `holdMs`. */
async function watchSaves(page: Page, holdMs = 1500) {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && SAVE_PATH.test(new URL(r.url()).pathname)) sent.push(r.postData() ?? '');
  });
  await page.route(SAVE_PATH, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, holdMs));
    await route.continue();
  });
  return sent;
}

async function fillNotice(page: Page, title: string) {
  await page.getByTestId('notice-new').click();
  await page.getByTestId('notice-title').fill(title);
  await page.getByTestId('notice-content').fill('请于 12 月 31 日前报送年度考核结果。');
  await page.getByTestId('audience-units').check();
  await page.getByTestId('notice-units').fill('第一中学');
  await page.getByRole('option', { name: '湖州市第一中学' }).click();
}

test.describe('the repeat-click guard', () => {
  test('a triple click on 立即发布 publishes one notice, and the next notice is published by its own click', async ({ browser }) => {
    const page = await signIn(browser, 'rsj');
    const sent = await watchSaves(page);
    await page.goto('/#/noticeManagement');
    const stamp = Date.now();
    const first = `重复点击防护 ${stamp} 之一`;
    const second = `重复点击防护 ${stamp} 之二`;
    const rows = (title: string) => page.getByTestId('published-notices').getByRole('row').filter({ hasText: title });

    await fillNotice(page, first);
    const submit = page.getByTestId('notice-submit');
    await submit.click({ clickCount: 3 });
    // Still waiting for the answer: the button refuses further clicks.
    await expect(submit).toBeDisabled();
    await expect(page.getByTestId('message-success').filter({ hasText: '通知已发布' })).toBeVisible();
    await expect(rows(first)).toHaveCount(1);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0])).toMatchObject({ title: first });

    // Three clicks in one task, before the page can redraw the button as disabled: still one request.
    await fillNotice(page, second);
    await page.getByTestId('notice-submit').evaluate((button: HTMLElement) => {
      button.click();
      button.click();
      button.click();
    });
    await expect(rows(second)).toHaveCount(1);
    expect(sent).toHaveLength(2);
    expect(JSON.parse(sent[1])).toMatchObject({ title: second });
    await expect(rows(first)).toHaveCount(1);
  });
});
