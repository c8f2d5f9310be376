import { randomUUID } from 'node:crypto';
import { PortalApi } from './support/api.js';
import { cashReceipt } from './support/applicant-journeys.js';
import { PERSONS, tradeNamePayload } from './support/seed.js';
import { checkScreen, expect, languageRun, open, test, type Lang } from './support/test.js';
import { textsOf } from './support/texts.js';

/**
 * The public register and the gazette: a company registered through the API (an applicant
 * submits, then the demonstration staff accounts of a development portal take the workflow's
 * steps: legal check and recommendation by the reviewer, approval by the director, payment by the
 * cashier) appears in /publications, is found by its UEN on /businesses, has its public page, and
 * its trade name is in /tradenames.
 */
const COMPANY = { name: 'کۆمپانیای چیای سەفین', email: 'e2e-registers@example.org', province: 'erbil', district: 'erbil-soran' } as const;
/** A stand-alone trade name for a profession, granted: the gazette's other list. */
const GRANTED = {
  name: 'وێنەخانەی کانی',
  email: 'e2e-registers-granted@example.org',
  districtLabel: { ckb: 'شەقڵاوە', en: 'Shaqlawa' },
} as const;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

let company: { id: string; uen: string };
let grantedTradeNameId: string;

async function uploadPng(applicant: PortalApi, kind: string): Promise<string> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([PNG], { type: 'image/png' }), `${kind}.png`);
  return (await applicant.call('POST', '/api/v1/files', { form })).body.data.id;
}

async function signInStaff(api: PortalApi, role: string): Promise<PortalApi> {
  const res = await api.call('POST', '/api/v1/sign-in', {
    json: { email: `${role}@registry.localhost`, password: `${role}-registry-2026` },
  });
  return new PortalApi(api.baseUrl, res.body.data.attributes.accessToken);
}

/** One workflow step, waiting (`Prefer: respond-async`) until the read models show it. */
async function transit(
  staff: PortalApi,
  id: string,
  event: string,
  version: number,
  kind: 'businesses' | 'trade_names' = 'businesses',
): Promise<void> {
  const res = await staff.call('PUT', `/api/v1/${kind}/${id}/transit/${event}?version=${version}`, {
    json: event === 'confirm_payment' ? cashReceipt() : {},
    headers: { Prefer: 'respond-async' },
  });
  const location = res.status === 202 ? res.headers.get('location') : null;
  if (!location) return;
  const deadline = Date.now() + 15_000;
  while ((await staff.call('GET', location)).body.data.attributes.status !== 'done') {
    if (Date.now() > deadline) throw new Error(`${event}: ${location} still pending after 15 s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

// The tests of this file share one registered company: one worker, in order (a failure does not skip the others).
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const api = new PortalApi(process.env.E2E_BASE_URL!);
  const applicant = await api.signInApplicant(COMPANY.email);
  const payload = {
    type: 'local_company',
    email: COMPANY.email,
    trade_name: { locale: 'ckb', name: COMPANY.name, protection_level: 'kri_level' },
    company: {
      type: 'limited',
      project_type: 'private',
      capital_in_number: 1_000_000,
      address: {
        province_id: COMPANY.province,
        district_id: COMPANY.district,
        street: 'شەقامی ١٠٠ مەتری',
        location: { lat: 36.65, lng: 44.54 },
      },
    },
    activity_ids: ['4711', '5630'],
    ceo: {
      upn: PERSONS.owner,
      nationality: 'iraqi',
      birth_date: '1986-04-17',
      phone_number: '+9647501234567',
      id_type: 'national_id',
      document_expiry: '2035-12-31',
      personal_image: await uploadPng(applicant, 'ceo_image'),
      signature: await uploadPng(applicant, 'ceo_signature'),
    },
    applicant: { ceo_is_applicant: true },
    shareholders: [
      { type: 'natural', upn: PERSONS.owner, id_type: 'national_id', number_of_shares: 600_000 },
      { type: 'natural', upn: PERSONS.partner, id_type: 'national_id', number_of_shares: 400_000 },
    ],
    contract: {
      lawyer_name: 'هێمن ئەحمەد',
      lawyer_phone: '07701234567',
      goals: 'بازرگانی گشتی و هاوردەکردنی کەرەستەی خۆراک.',
      clauses: {
        name: `${COMPANY.name} بۆ بازرگانی گشتی (سنووردار)`,
        address: 'هەولێر، سۆران، شەقامی ١٠٠ مەتری',
        purpose: 'بازرگانی گشتی',
        activities: ['فرۆشتنی خۆراک', 'چایخانە'],
        capital: 'سەرمایەی کۆمپانیا ١٬٠٠٠٬٠٠٠ دینارە، دابەشکراوە بەسەر ١٬٠٠٠٬٠٠٠ پشکدا.',
        shareholders: 'هاوار ڕەشید ٦٠٪، شیلان ئەمین ٤٠٪',
        coordinator: 'هاوار ڕەشید',
      },
    },
    attachments: {},
  };
  const id = await applicant.submitAndWait('/api/v1/businesses', payload);
  const [reviewer, director, cashier] = await Promise.all(['reviewer', 'director', 'cashier'].map((role) => signInStaff(api, role)));
  await transit(reviewer!, id, 'start_legal_check', 1);
  await transit(reviewer!, id, 'recommend_approval', 2);
  await transit(director!, id, 'approve', 3);
  await transit(cashier!, id, 'confirm_payment', 4);
  const published = await api.call('GET', `/api/v1/public/businesses/${id}`);
  company = { id, uen: published.body.data.attributes.uen };
  expect(company.uen, 'the registered company has a UEN').toMatch(/^\d{4}/);

  const professional = await api.signInApplicant(GRANTED.email);
  grantedTradeNameId = await professional.submitAndWait(
    '/api/v1/trade_names',
    tradeNamePayload(GRANTED.name, GRANTED.email, await professional.upload('identity_document')),
  );
  await transit(reviewer!, grantedTradeNameId, 'start_legal_check', 1, 'trade_names');
  await transit(reviewer!, grantedTradeNameId, 'recommend_approval', 2, 'trade_names');
  await transit(director!, grantedTradeNameId, 'approve', 3, 'trade_names');
  await transit(cashier!, grantedTradeNameId, 'confirm_payment', 4, 'trade_names');
});

for (const lang of ['ckb', 'en'] as Lang[]) {
  test(
    `gazette (${lang}): the registered company is published, filtered by its province, with CSV and Atom links`,
    languageRun(lang),
    async ({ page, api }) => {
      const t = textsOf('registers', lang);
      const errors: string[] = [];
      page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
      await open(page, '/publications', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('publications.title'));
      const table = page.getByRole('table', { name: t('publications.caption.businesses') });
      await expect(table.getByRole('row').filter({ hasText: COMPANY.name })).toContainText(company.uen);
      // The rows, dates and counts rendered on the server read the same in the browser that takes them over.
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      expect(errors, 'console errors while the gazette was taken over').toEqual([]);

      const filters = page.getByRole('search', { name: t('filters.heading') });
      await filters.getByLabel(t('filters.province.label')).selectOption(COMPANY.province);
      await filters.getByRole('button', { name: t('filters.submit') }).click();
      await expect(page).toHaveURL(/[?&]provinceId=erbil\b/);
      await expect(table.getByRole('link', { name: COMPANY.name })).toHaveAttribute('href', `/businesses/${company.id}`);

      const csv = page.getByRole('link', { name: t('openData.csv.businesses') });
      await expect(csv).toHaveAttribute('href', /\/api\/v1\/public\/publications\/businesses\.csv\?provinceId=erbil&sortBy=-publishedAt$/);
      const atom = page.getByRole('link', { name: new RegExp(t('openData.atomProvince.businesses', { province: '.+' })) });
      await expect(atom).toHaveAttribute('href', '/api/v1/public/publications/businesses.atom?provinceId=erbil');
      // The links give what they say.
      const csvBody = (await api.call('GET', (await csv.getAttribute('href'))!)).body as string;
      expect(csvBody).toContain(company.uen);
      const atomBody = (await api.call('GET', (await atom.getAttribute('href'))!)).body as string;
      expect(atomBody).toContain(`urn:uuid:${company.id}`);

      await checkScreen(page, 'publications', lang);

      // Back returns to the unfiltered gazette: the filters live in the address.
      await page.goBack();
      await expect(page).toHaveURL(/\/publications$/);
      await expect(filters.getByLabel(t('filters.province.label'))).toHaveValue('');
    },
  );
}

test('gazette (en): a date range the API refuses is named in an error summary that leads to the field', async ({ page }) => {
  const t = textsOf('registers', 'en');
  await open(page, '/publications?from=2026-02-01&to=2026-01-01', 'en');
  const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: t('errorSummary.title') }) });
  await expect(summary).toBeVisible();
  await expect(summary).toBeFocused();
  await summary.getByRole('link').first().click();
  await expect(page.getByLabel(t('filters.from.label'))).toBeFocused();
});

for (const lang of ['ckb', 'en'] as Lang[]) {
  test(
    `company register (${lang}): listed, found by its UEN, and its public page shows the UEN and name`,
    languageRun(lang),
    async ({ page }) => {
      const t = textsOf('registers', lang);
      await open(page, '/businesses', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('businesses.title'));
      await expect(
        page
          .getByRole('table', { name: t('businesses.caption') })
          .getByRole('row')
          .filter({ hasText: COMPANY.name }),
      ).toBeVisible();
      await checkScreen(page, 'businesses', lang);

      const uenForm = page.getByRole('search', { name: t('uen.heading') });
      await uenForm.getByLabel(t('uen.label')).fill('2026999999999');
      await uenForm.getByRole('button', { name: t('uen.submit') }).click();
      await expect(page.getByRole('status').filter({ hasText: t('uen.notFound', { uen: '2026999999999' }) })).toBeVisible();

      await uenForm.getByLabel(t('uen.label')).fill(company.uen);
      await uenForm.getByRole('button', { name: t('uen.submit') }).click();
      await expect(page).toHaveURL(new RegExp(`/businesses/${company.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(COMPANY.name);
      const uenRow = page.getByRole('term').filter({ hasText: t('fields.uen') });
      await expect(uenRow).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: company.uen })).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: t('companyTypes.limited') })).toBeVisible();
      await checkScreen(page, 'business', lang);
    },
  );
}

test('company register (en): an unknown company shows the not-found page', async ({ page }) => {
  const t = textsOf('registers', 'en');
  await open(page, `/businesses/${randomUUID()}`, 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('notFound.heading'));
});

for (const lang of ['ckb', 'en'] as Lang[]) {
  test(`trade-name register (${lang}): the company's name is listed and leads to the company`, languageRun(lang), async ({ page }) => {
    const t = textsOf('registers', lang);
    await open(page, '/tradenames', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('tradeNames.title'));
    const row = page
      .getByRole('table', { name: t('tradeNames.caption') })
      .getByRole('row')
      .filter({ hasText: COMPANY.name });
    await expect(row).toContainText(t('status.registered'));
    await checkScreen(page, 'tradenames', lang);
    await row.getByRole('link', { name: t('tradeNames.companyLink') }).click();
    await expect(page).toHaveURL(new RegExp(`/businesses/${company.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(COMPANY.name);
  });
}

for (const lang of ['ckb', 'en'] as Lang[]) {
  test(
    `granted trade name (${lang}): in the gazette's second list, and its page shows the name, status, type and district`,
    languageRun(lang),
    async ({ page }) => {
      const t = textsOf('registers', lang);
      await open(page, '/publications', lang);
      await page.getByRole('tab', { name: t('publications.tabs.trade_names') }).click();
      const table = page.getByRole('table', { name: t('publications.caption.trade_names') });
      await table.getByRole('link', { name: GRANTED.name }).click();
      await expect(page).toHaveURL(/\/tradenames\/[^/]+$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(GRANTED.name);
      await expect(page.getByRole('definition').filter({ hasText: t('status.granted') })).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: t('tradeNameTypes.profession') })).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: GRANTED.districtLabel[lang as 'ckb' | 'en'] })).toBeVisible();
      await checkScreen(page, 'tradename', lang);
    },
  );
}

test('registers (ckb) at 320 px: no page scrolls sideways (a wide table scrolls inside its own region)', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ['/publications', '/businesses', `/businesses/${company.id}`, '/tradenames']) {
    await open(page, path, 'ckb');
    await expect(page.getByRole('table').or(page.getByRole('term')).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} is wider than 320 px`).toBeLessThanOrEqual(0);
  }
});
