import { CASE_FILE_MESSAGES } from '@registry/web-admin/messages/applications';
import { distinctKurdishWords, uniqueEmail } from './support/applicant-journeys.js';
import { openApplication, staffPage, switchBackOfficeLanguage } from './support/back-office.js';
import { PERSONS } from './support/seed.js';
import { demoAccount } from './support/staff.js';
import { checkScreen, expect, test } from './support/test.js';

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
