import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually } from '@stillpoint/test-support';
import { expectAccessible, expectToast, hostedAppPerFile, signUpInPage, type Account, type TestPage } from '@stillpoint/test-support/app';

const app = hostedAppPerFile();
let tab: TestPage;
let page: Page;
let account: Account;

async function openContact() {
  tab = await app.open();
  page = tab.page;
  account = await signUpInPage(app.hosted, page);
  await page.goto(`${app.hosted.origin}/app`);
  await page.getByRole('button', { name: 'Help & Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Help and Feedback' });
  await dialog.waitFor();
  return dialog;
}

describe('help and feedback', () => {
  it('requires all four fields, sends the message to support ("Message sent!"), prefilled for a signed-in user', async () => {
    const dialog = await openContact();
    await expectAccessible(page, '[role="dialog"]');
    await expect(dialog.getByLabel('Email').inputValue()).resolves.toBe(account.email);
    for (const label of ['Name', 'Email', 'Subject', 'Message']) await expect(dialog.getByLabel(label).evaluate((field: HTMLInputElement) => field.required), label).resolves.toBe(true);
    await dialog.getByLabel('Subject').fill('A lovely bell');
    await dialog.getByLabel('Message').fill('Could the zen gong be a little softer?');
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expectToast(page, 'Message sent!');
    const mail = await eventually(() => app.hosted.smtp.to('support@stillpoint.test').at(-1), { what: 'a mail to support' });
    expect(mail?.text).toContain('Could the zen gong be a little softer?');
  });

  it('draws the footer’s Help & Feedback in the page’s own type, as the Privacy Protected beside it', async () => {
    tab = await app.open();
    page = tab.page;
    await signUpInPage(app.hosted, page);
    await page.goto(`${app.hosted.origin}/app`);
    const font = (name: string) => page.locator('.shell__footer').getByRole('button', { name }).evaluate((button) => getComputedStyle(button).fontFamily);
    await expect(font('Help & Feedback')).resolves.toBe(await page.evaluate(() => getComputedStyle(document.body).fontFamily));
    await expect(font('Help & Feedback')).resolves.toBe(await font('Privacy Protected'));
  });

  it('says "Failed to send message" when sending fails', async () => {
    const dialog = await openContact();
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x"}' }));
    await dialog.getByLabel('Subject').fill('Hello');
    await dialog.getByLabel('Message').fill('Hi');
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expectToast(page, 'Failed to send message', 'Please try again later or contact us directly.', 'destructive');
  });
});

describe('the FAQ', () => {
  it('has eight answers, one open at a time, by keyboard', async () => {
    tab = await app.open();
    page = tab.page;
    await page.goto(`${app.hosted.origin}/`);
    // The prerendered landing's questions are <details>: they open with no app at all.
    const questions = page.locator('.accordion__trigger');
    await expect(questions.count()).resolves.toBe(8);
    const open = () => page.locator('.accordion__item').evaluateAll((items) => items.flatMap((item, at) => ((item as HTMLDetailsElement).open ? [at] : [])));
    await questions.first().focus();
    await page.keyboard.press('Enter');
    await expect(open()).resolves.toEqual([0]);
    await page.keyboard.press('Tab');
    await expect(questions.nth(1).evaluate((summary) => summary === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Space');
    // One open at a time: the browser closes the first as the second opens (one `name` for all).
    await expect(open()).resolves.toEqual([1]);
    await expectAccessible(page, '.accordion');
  });
});
