import { PortalApi } from './support/api.js';
import { cashReceipt, transit, uniqueEmail } from './support/applicant-journeys.js';
import { PERSONS } from './support/seed.js';
import { demoAccount, signInStaffApi } from './support/staff.js';
import { checkScreen, expect, languageRun, open, test, type Lang } from './support/test.js';
import { textsOf } from './support/texts.js';

const t = (lang: Lang) => textsOf('registers', lang);

/** Written in Kurdish letters only; found by its Latin spelling (the same consonant skeleton). */
const MARK = 'پیرەمەگرون';
const LATIN = 'Piramagrun';
/** A real 48×48 PNG (a green ring around an amber disc), so the register's image is drawn, not broken. */
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAAuElEQVR42u3YwRGAIAwEwOvDjx/bsj5b9KV/RiEJEE4JQwE7YYDkcJEtBGgq0LKvj9sV9IZohUM/io0FB43KBAeKigVPjcQEZ03RBH9N3lQLOo8t2V1ABodBJgU10ZhNapBcIzGVQW01BpMCZNMUTUZQjSZv+hSo03mpTg0+5ZEXKUABmhM07NrHS/2nz3VY+0HXoDG2sHRNPuMYxDgo0o3SjGEDYxzDGFiRRnqMoSdpLBxJfoCSdQO3xScApEpW4AAAAABJRU5ErkJggg==',
  'base64',
);
const READER_DIGITS: Record<'ckb' | 'en', string> = { ckb: '٣٠', en: '30' };

async function uploadLogo(applicant: PortalApi): Promise<string> {
  const form = new FormData();
  form.append('kind', 'logo');
  form.append('file', new Blob([LOGO], { type: 'image/png' }), 'logo.png');
  return (await applicant.call('POST', '/api/v1/files', { form })).body.data.id;
}

/*
 * The public register of marks at the portal's "trademarks" entry (issue 33 §1): a mark reserved
 * through the API (an applicant submits it with its logo; the demonstration reviewer, director and
 * cashier take it to reserved) is searched in ckb and en by its Latin spelling and found with its
 * image, its class in the reader's digits and its status; a word no mark has finds nothing.
 */
// The tests of this file share one reserved mark: one worker, in order.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const api = new PortalApi(process.env.E2E_BASE_URL!);
  const email = uniqueEmail('trademark-register');
  const applicant = await api.signInApplicant(email);
  const id = await applicant.submitAndWait('/api/v1/trademarks', {
    wordMark: { ckb: MARK },
    logo: await uploadLogo(applicant),
    classes: [{ classNumber: 30, terms: ['چا'] }],
    owner: { type: 'natural', upn: PERSONS.owner },
    email,
    phone_number: '07501234567',
  });
  const reviewer = await signInStaffApi(api, demoAccount('reviewer'));
  const director = await signInStaffApi(api, demoAccount('director'));
  const cashier = await signInStaffApi(api, demoAccount('cashier'));
  await transit(reviewer, 'trademarks', id, 'start_legal_check');
  await transit(reviewer, 'trademarks', id, 'recommend_approval');
  await transit(director, 'trademarks', id, 'approve');
  await transit(cashier, 'trademarks', id, 'confirm_payment', cashReceipt());
  // The register is a read model: it has the mark moments later.
  await expect
    .poll(async () => (await api.call('GET', `/api/v1/public/trademarks?words=${encodeURIComponent(MARK)}`)).body.meta.total, {
      timeout: 15_000,
    })
    .toBe(1);
});

for (const lang of ['ckb', 'en'] as const) {
  test(
    `the register of marks (${lang}) finds a Kurdish mark typed in Latin letters, with its image, class and status`,
    languageRun(lang),
    async ({ page }) => {
      await open(page, '/trademarks', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang)('trademarks.title'));
      const search = page.getByRole('search', { name: t(lang)('filters.heading') });
      await search.getByLabel(t(lang)('filters.words.label')).fill(LATIN);
      await search.getByLabel(t(lang)('filters.niceClass.label')).selectOption('30');
      await search.getByLabel(t(lang)('filters.markStatus.label')).selectOption('reserved');
      await search.getByRole('button', { name: t(lang)('filters.submit') }).click();
      await expect(page).toHaveURL(new RegExp(`words=${LATIN}`));

      const table = page.getByRole('table', { name: t(lang)('trademarks.caption') });
      const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: MARK }) });
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('cell').nth(1)).toHaveText(READER_DIGITS[lang]);
      await expect(row).toContainText(t(lang)('status.reserved'));
      await expect(row).toContainText(/TM-\d{4}-\d{6}/);
      const image = row.getByRole('img', { name: new RegExp(MARK) });
      await expect(image).toHaveAttribute('src', /\/api\/v1\/public\/trademarks\/.+\/image$/);
      // The browser drew the served picture: it decoded to its 48 pixels' width.
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(48);
      await checkScreen(page, 'trademark-register-found', lang);
    },
  );
}

test('the register of marks comes rendered from the server with the results of its search', async ({ request }) => {
  const answer = await request.get(`/trademarks?words=${LATIN}&niceClass=30`, { headers: { Cookie: 'lang=ckb' } });
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  expect(html).toContain(t('ckb')('trademarks.caption'));
  expect(html).toContain(MARK);
  // The register number appears only in a result row (the Nice class options already carry the digits).
  expect(html).toMatch(/TM-\d{4}-\d{6}/);
});

test('the register of marks says in words that nothing matches, and leads to what a reservation is', async ({ page }) => {
  await open(page, '/trademarks?words=Qandilstar', 'en');
  await expect(page.getByText(t('en')('trademarks.empty'))).toBeVisible();
  await expect(page.getByLabel(t('en')('filters.words.label'))).toHaveValue('Qandilstar');
  await page.getByRole('link', { name: t('en')('trademarks.about') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(textsOf('trademarks', 'en')('about.title'));
});
