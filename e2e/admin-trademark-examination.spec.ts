import { readFile } from 'node:fs/promises';
import { readPdfText } from '@registry/api/test/pdf-reading';
import { ckb } from '@registry/web-admin/i18n/ckb';
import { en } from '@registry/web-admin/i18n/en';
import { CASE_FILE_MESSAGES } from '@registry/web-admin/messages/applications';
import {
  cashReceipt,
  checkInCkbAndEn,
  distinctKurdishWords,
  signInApplicantSession,
  transit,
  uniqueEmail,
  useApplicantSession,
} from './support/applicant-journeys.js';
import { openApplication, staffPage, statusChip, stepButton, switchBackOfficeLanguage } from './support/back-office.js';
import { PERSONS } from './support/seed.js';
import { demoAccount, signInStaffApi } from './support/staff.js';
import { checkScreen, expect, open, test } from './support/test.js';
import { textsOf } from './support/texts.js';

const ADMIN = { ckb: ckb.admin, en: en.admin } as const;

/** The panel's texts (typed loosely where they are kept: the case file's messages merged into the resources'). */
type WordMarkTexts = { title: string; allowed: string; relations: { unrelated: string } };
const wordMark = (lang: 'ckb' | 'en') => (CASE_FILE_MESSAGES[lang] as { admin: { word_mark: WordMarkTexts } }).admin.word_mark;

/**
 * The reviewer's case file of a trademark (issue 33 §1): the mark's words as its heading, and the
 * word-mark examination listing the mark held with the same words in an unrelated class as a weak
 * conflict (allowed), its classes in the reader's digits.
 */
test('a trademark’s case file: its words as the heading, the weak conflict with a mark held in an unrelated class (ckb and en)', async ({
  browser,
  baseURL,
  api,
}) => {
  test.setTimeout(120_000);
  const words = distinctKurdishWords(2);
  const submit = async (label: string, classNumber: number) => {
    const email = uniqueEmail(label);
    const applicant = await api.signInApplicant(email);
    return applicant.submitAndWait('/api/v1/trademarks', {
      wordMark: { ckb: words },
      classes: [{ classNumber, terms: ['گۆشت'] }],
      owner: { type: 'natural', upn: PERSONS.owner },
      email,
      phone_number: '07501234567',
    });
  };
  await submit('trademark-held', 29);
  // The marks held are a read model: the second mark is examined once it holds the first.
  await expect
    .poll(
      async () =>
        (await api.call('POST', '/api/v1/public/trademarks/word-mark-check', { json: { wordMark: { ckb: words }, classes: [29] } })).body
          .data.attributes.allowed,
      { timeout: 15_000 },
    )
    .toBe(false);
  const id = await submit('trademark-weak', 13);

  const page = await staffPage(browser, baseURL!, demoAccount('reviewer'), 'ckb');
  await openApplication(page, 'trademarks', id);
  await expect(page.getByRole('heading', { level: 1, name: words })).toBeVisible();
  const panel = page
    .locator('section, div')
    .filter({ has: page.locator('#word-mark-heading') })
    .last();
  for (const lang of ['ckb', 'en'] as const) {
    if (lang !== 'ckb') await switchBackOfficeLanguage(page, lang);
    await expect(page.locator('#word-mark-heading')).toHaveText(wordMark(lang).title);
    const row = panel.locator('tr[data-verdict="weak"]');
    await expect(row).toContainText(words);
    await expect(row).toContainText(wordMark(lang).relations.unrelated);
    await expect(row).toContainText(lang === 'ckb' ? '٢٩' : '29');
    await expect(panel.locator('[data-allowed="true"]')).toContainText(wordMark(lang).allowed);
    // The mark's own class in its details: the number in the reader's digits, the heading in the reader's language
    // (issue 35: the English case file showed the Kurdish heading).
    const heading = (
      (await api.call('GET', '/api/v1/nice-classes', { headers: { 'Accept-Language': lang } })).body.data as Array<{
        attributes: { number: number; heading: string };
      }>
    ).find((c) => c.attributes.number === 13)!.attributes.heading;
    await expect(page.locator('#details-heading').locator('xpath=..')).toContainText(`${lang === 'ckb' ? '١٣' : '13'} — ${heading}`);
    await page.locator('#word-mark-heading').scrollIntoViewIfNeeded();
    await checkScreen(page, 'admin-trademark-case-file', lang);
  }
});

/**
 * The rest of the mark's way (issue 33 acceptance): the director approves it in the back office,
 * the fee is paid, a registrar (not the examiner) issues the certificate there, the applicant
 * downloads it from the status page, its text holds the reference, the holder's name and the
 * class, and its link (the QR code's) opens the verification page, in ckb and en.
 */
test('a trademark approved, paid and issued: the applicant’s certificate names the reference, holder and class, and its link verifies it', async ({
  browser,
  baseURL,
  page,
  api,
}) => {
  test.setTimeout(150_000);
  const words = distinctKurdishWords(2);
  const email = uniqueEmail('trademark-certificate');
  const { client: applicant, token } = await signInApplicantSession(api, email);
  const id = await applicant.submitAndWait('/api/v1/trademarks', {
    wordMark: { ckb: words },
    classes: [{ classNumber: 30, terms: ['چا'] }],
    owner: { type: 'natural', upn: PERSONS.owner },
    email,
    phone_number: '07501234567',
  });
  const reviewer = await signInStaffApi(api, demoAccount('reviewer'));
  await transit(reviewer, 'trademarks', id, 'start_legal_check');
  await transit(reviewer, 'trademarks', id, 'recommend_approval');

  await test.step('the director approves in the back office, after a confirmation naming the mark', async () => {
    const director = await staffPage(browser, baseURL!, demoAccount('director'), 'ckb');
    await openApplication(director, 'trademarks', id);
    await expect(director.getByRole('heading', { level: 1, name: words })).toBeVisible();
    await stepButton(director, 'approve').click();
    const confirm = director.getByRole('dialog', { name: ADMIN.ckb.events.approve });
    await expect(confirm.locator('[data-confirmation]')).toContainText(words);
    await confirm.getByRole('button', { name: ADMIN.ckb.events.approve }).click();
    await expect(statusChip(director, 'waiting_for_payment')).toBeVisible({ timeout: 15_000 });
    await director.context().close();
  });
  await transit(await signInStaffApi(api, demoAccount('cashier')), 'trademarks', id, 'confirm_payment', cashReceipt(`R-${id.slice(0, 8)}`));

  await test.step('the examiner may not issue; a registrar issues the certificate in the back office', async () => {
    const examinerIssues = await reviewer.call('POST', `/api/v1/trademarks/${id}/certificates`, { expect: [403] });
    expect(examinerIssues.status).toBe(403);
    const registrar = await staffPage(browser, baseURL!, demoAccount('registrar'), 'en');
    await openApplication(registrar, 'trademarks', id);
    await stepButton(registrar, 'issue_certificate').click();
    const confirm = registrar.getByRole('dialog', { name: ADMIN.en.events.issue_certificate });
    await expect(confirm.locator('[data-confirmation]')).toContainText(words);
    await checkScreen(registrar, 'admin-trademark-issue-certificate', 'en');
    await confirm.getByRole('button', { name: ADMIN.en.events.issue_certificate }).click();
    await expect(confirm).toHaveCount(0);
    await registrar.context().close();
  });

  const reference = (await applicant.call('GET', `/api/v1/trademarks/${id}`)).body.data.attributes.reference as string;
  expect(reference).toMatch(/^TM-\d{4}-\d{6}$/);
  let verificationUrl = '';
  await test.step('the applicant downloads the certificate; its text holds the reference, the holder and the class', async () => {
    await useApplicantSession(page, token);
    await open(page, `/my-applications/trademarks/${id}`, 'ckb');
    const section = page.getByRole('region', { name: textsOf('my-application', 'ckb')('certificate.heading') });
    await expect(section).toBeVisible({ timeout: 15_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button').filter({ hasText: 'English' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${reference}-certificate-en.pdf`);
    const pdf = readPdfText(await readFile((await download.path())!));
    expect(pdf.lines).toContain(reference);
    expect(pdf.lines).toContain(words);
    expect(pdf.lines.some((line) => line.includes('هاوار') && line.includes('ڕەشید'))).toBe(true);
    expect(pdf.lines.some((line) => /^Class 30\b/.test(line))).toBe(true);
    verificationUrl = pdf.links.find((link) => /\/certificates\/[^/]+$/.test(link)) ?? '';
    expect(verificationUrl).not.toBe('');
  });

  await test.step('the link of the certificate (its QR code) opens the verification page: valid', async () => {
    await open(page, new URL(verificationUrl).pathname, 'ckb');
    await checkInCkbAndEn(page, 'trademark-certificate-verification', async (lang) => {
      await expect(page.getByRole('heading', { level: 2, name: textsOf('registers', lang)('verification.standing') })).toBeVisible();
      await expect(page.getByRole('status')).toHaveAttribute('class', /success/i);
      await expect(page.locator('main')).toContainText(reference);
      await expect(page.locator('main')).toContainText(words);
    });
  });
});
