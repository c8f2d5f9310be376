import type { Page } from '@playwright/test';
import { generateContract, GENERATED_CLAUSES, type ContractSource } from '@registry/domain/applications/contract/establishment-contract';
import { PortalApi } from './support/api.js';
import {
  distinctKurdishWords,
  PNG,
  signInApplicantSession,
  transit,
  uniqueEmail,
  useApplicantSession,
} from './support/applicant-journeys.js';
import { PERSONS } from './support/seed.js';
import { demoAccount, signInStaffApi } from './support/staff.js';
import { checkScreen, expect, open, test, type Lang } from './support/test.js';
import { textsOf } from './support/texts.js';

/**
 * Issue 23 §2 and §3: check your answers before a company's submission (every answer by name,
 * shares with their percentages, documents by file name, the contract's clauses as they will be
 * written; "Change" opens the step at its field and comes back), the contract generated from the
 * record and printed equal to it after a correction of the capital, and the trademark's check
 * your answers. To stay fast, the registration's earlier steps are not typed again (their own
 * specs do that): the draft is the browser's, as the stepper leaves it after the contract step.
 */
const LANGS: readonly Lang[] = ['ckb', 'ar', 'en', 'kmr'];

/** The screen in each language (reloaded with the saved language), screenshot and axe, then back to `back`. */
async function inEveryLanguage(page: Page, screen: string, back: Lang, ready: (lang: Lang) => Promise<void>) {
  for (const lang of LANGS) {
    await page.evaluate(
      (lang) => localStorage.setItem('settings', JSON.stringify({ ...JSON.parse(localStorage.getItem('settings') ?? '{}'), lang })),
      lang,
    );
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await ready(lang);
    await checkScreen(page, screen, lang);
  }
  await page.evaluate(
    (lang) => localStorage.setItem('settings', JSON.stringify({ ...JSON.parse(localStorage.getItem('settings') ?? '{}'), lang })),
    back,
  );
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', back);
}

/** A trade name of its own each run (they are reserved region-wide), in Kurdish letters. */
/**
 * A name of its own for each test: a generic word and two random words. (One shared word and five
 * random letters let the ckb and en tests' companies meet as too similar: 422 at submission.)
 */
const kurdishName = (generic: string) => `${generic} ${distinctKurdishWords(2)}`;

async function upload(applicant: PortalApi, kind: string, name: string): Promise<string> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([PNG], { type: 'image/png' }), name);
  return (await applicant.call('POST', '/api/v1/files', { form })).body.data.id;
}

/** The company draft as the stepper keeps it once every step up to the contract is done. */
function companyDraft(email: string, name: string, uploads: { photo: string; signature: string }) {
  return {
    version: 1,
    completed: ['basic-info', 'trade-name', 'company', 'ceo', 'shareholders', 'documents', 'contract'],
    serverErrors: {},
    updatedAt: new Date().toISOString(),
    values: {
      type: 'local_company',
      email,
      trade_name: { locale: 'ckb', name, protection_level: 'kri_level' },
      company: {
        type: 'limited',
        project_type: 'private',
        capital_in_number: '2,000,000',
        address: { province_id: 'erbil', district_id: 'erbil-shaqlawa', street: 'شەقامی سەرەکی' },
      },
      activity_ids: ['5630'],
      ceo: {
        upn: PERSONS.owner,
        full_name: 'هاوار ڕەشید',
        nationality: 'iraqi',
        birth_date: '1986-04-17',
        phone_number: '07501234567',
        id_type: 'national_id',
        document_expiry: '2035-01-01',
        personal_image: uploads.photo,
        signature: uploads.signature,
      },
      applicant: { ceo_is_applicant: 'yes' },
      shareholders: [
        { type: 'natural', upn: PERSONS.owner, full_name: 'هاوار ڕەشید', id_type: 'national_id', number_of_shares: '1,500,000' },
        { type: 'natural', upn: PERSONS.partner, full_name: 'شیلان ئەمین', id_type: 'national_id', number_of_shares: '500,000' },
      ],
      contract: { lawyer_name: 'هێمن ئەحمەد', lawyer_phone: '07701234567', goals: 'بازرگانی گشتی و چایخانە.' },
      attachments: {},
    },
  };
}

/** Names of the record's ids in Central Kurdish, from the reference API (the contract's language). */
async function ckbNames(api: PortalApi) {
  const ckb = { headers: { 'Accept-Language': 'ckb' } };
  const [activities, provinces, districts] = await Promise.all([
    api.call('GET', '/api/v1/activities/list?ids=5630', ckb),
    api.call('GET', '/api/v1/provinces', ckb),
    api.call('GET', '/api/v1/districts?province=erbil&listAll=true', ckb),
  ]);
  const byId = (rows: { id: string; attributes: Record<string, string> }[], key: string) =>
    new Map(rows.map((row) => [row.id, row.attributes[key]!]));
  const [activity, province, district] = [
    byId(activities.body.data, 'label'),
    byId(provinces.body.data, 'name'),
    byId(districts.body.data, 'name'),
  ];
  return {
    activity: (id: string) => activity.get(id),
    province: (id: string) => province.get(id),
    district: (id: string) => district.get(id),
  };
}

for (const lang of ['ckb', 'en'] as const) {
  test(`company (${lang}): check your answers, Change and back, submitted; after a capital correction the printed contract equals the record`, async ({
    page,
    api,
  }) => {
    test.setTimeout(240_000);
    const t = textsOf('registration', lang);
    const appForm = textsOf('application-form', lang);
    const email = uniqueEmail(`check-${lang}`);
    const name = kurdishName('کۆمپانیای');
    const { client: applicant, token } = await signInApplicantSession(api, email);
    const draft = companyDraft(email, name, {
      photo: await upload(applicant, 'ceo_image', 'ceo-photo.png'),
      signature: await upload(applicant, 'ceo_signature', 'ceo-signature.png'),
    });
    await useApplicantSession(page, token);
    // Once per test: later loads keep what the page itself writes.
    await page.addInitScript((draft) => {
      if (sessionStorage.getItem('e2e-draft-set')) return;
      sessionStorage.setItem('e2e-draft-set', '1');
      localStorage.setItem('termsAccepted', new Date().toISOString());
      localStorage.setItem('registration-draft:business', JSON.stringify(draft));
    }, draft);

    await open(page, '/businesses/register/register', lang);
    const summary = page.getByRole('region', { name: t('register.reviewHeading') });
    const row = (path: string) => summary.locator(`[data-row="${path}"]`);

    await test.step('every answer by name, shares with percentages, documents by file name, the contract as it will be written', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('steps.register.title'));
      for (const step of ['basic-info', 'trade-name', 'company', 'ceo', 'shareholders', 'documents', 'contract']) {
        await expect(summary.getByRole('heading', { level: 3, name: t(`steps.${step}.title`), exact: true })).toBeVisible();
      }
      await expect(row('company.address.district_id').getByRole('definition').first()).not.toContainText('erbil-shaqlawa');
      await expect(row('company.address.district_id').getByRole('definition').first()).not.toBeEmpty();
      await expect(row('activity_ids')).toContainText('5630');
      await expect(row('company.type').getByRole('definition').first()).toHaveText(appForm('options.localCompanyType.limited'));
      await expect(row('shareholders.0.number_of_shares')).toContainText(lang === 'ckb' ? '١٬٥٠٠٬٠٠٠ (٧٥٪' : '1,500,000 (75%)');
      await expect(row('shareholders.1.number_of_shares')).toContainText(lang === 'ckb' ? '(٢٥٪' : '(25%)');
      await expect(row('ceo.personal_image')).toContainText('ceo-photo.png');
      await expect(row('contract').locator('[data-clause="capital"]')).toContainText(lang === 'ckb' ? '٢٬٠٠٠٬٠٠٠' : '2,000,000');
      await expect(row('contract').locator('[data-clause="name"]')).toContainText(name);
      if (lang === 'ckb')
        await inEveryLanguage(page, 'check-answers-company', lang, async (l) =>
          expect(page.getByRole('heading', { level: 1 })).toHaveText(textsOf('registration', l)('steps.register.title')),
        );
      else await checkScreen(page, 'check-answers-company', lang);
    });

    await test.step('Change opens the step at its field and Continue comes back to the summary', async () => {
      await row('contract.goals')
        .getByRole('link', { name: new RegExp(appForm('fields.goals').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
        .click();
      await expect(page).toHaveURL(/\/businesses\/register\/contract\?return=check#field-contract-goals$/);
      const goals = page.locator('#field-contract-goals');
      await expect(goals).toBeFocused();
      // The contract step: the clauses written from the answers, only goals, notes and lawyer typed.
      await expect(page.locator('[data-clause="capital"]')).toContainText(lang === 'ckb' ? '٢٬٠٠٠٬٠٠٠' : '2,000,000');
      await expect(page.getByLabel(appForm('fields.clauseCapital'))).toHaveCount(0);
      if (lang === 'ckb')
        await inEveryLanguage(page, 'contract-step-generated', lang, async () =>
          expect(page.locator('[data-clause="shareholders"]')).toBeVisible(),
        );
      else await checkScreen(page, 'contract-step-generated', lang);
      await goals.fill('بازرگانی گشتی، چایخانە و هاوردەکردنی چا.');
      await page.getByRole('button', { name: t('actions.continue'), exact: true }).click();
      await expect(page).toHaveURL(/\/businesses\/register\/register$/);
      await expect(row('contract.goals')).toContainText('هاوردەکردنی چا');

      // A step in the middle: its "Continue" comes back here too, not through the later steps.
      await row('company.address.street').getByRole('link').click();
      await expect(page).toHaveURL(/\/businesses\/register\/company\?return=check#field-company-address-street$/);
      await expect(page.locator('#field-company-address-street')).toBeFocused();
      await page.locator('#field-company-address-street').fill('شەقامی شەست مەتری');
      await page.getByRole('button', { name: t('actions.continue'), exact: true }).click();
      await expect(page).toHaveURL(/\/businesses\/register\/register$/);
      await expect(row('company.address.street')).toContainText('شەقامی شەست مەتری');
      // The contract follows the answer.
      await expect(row('contract').locator('[data-clause="address"]')).toContainText('شەقامی شەست مەتری');
    });

    let id = '';
    await test.step('submitted from the summary', async () => {
      await page.getByRole('button', { name: t('register.submit') }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('register.doneHeading'));
      const list = await applicant.call('GET', '/api/v1/businesses');
      id = list.body.data[0].id as string;
    });

    await test.step('returned for the capital, corrected to 3,000,000 with the shares', async () => {
      const reviewer = await signInStaffApi(api, demoAccount('reviewer'));
      await transit(reviewer, 'businesses', id, 'start_legal_check');
      await transit(reviewer, 'businesses', id, 'return_to_applicant', {
        reason: 'The deposit letter is for 3,000,000 IQD',
        target: 'requires_business_correction',
        fieldComments: { 'company.capital_in_number': 'The bank letter says 3,000,000' },
      });
      const details = (await applicant.call('GET', `/api/v1/businesses/${id}`)).body.data.attributes.details;
      await applicant.call('PUT', `/api/v1/businesses/${id}`, {
        json: {
          section: 'business-info',
          changes: {
            company: { ...details.company, capital_in_number: 3_000_000 },
            shareholders: [
              { ...details.shareholders[0], number_of_shares: 2_400_000 },
              { ...details.shareholders[1], number_of_shares: 600_000 },
            ],
          },
        },
      });
    });

    await test.step('the printed contract equals the record, clause by clause', async () => {
      const record = (await applicant.call('GET', `/api/v1/businesses/${id}`)).body.data.attributes.details as ContractSource;
      expect(record.company?.capital_in_number).toBe(3_000_000);
      const expected = generateContract(record, await ckbNames(api));
      await page.goto(`/my-applications/businesses/${id}/contract`);
      const sheet = page.locator('article#establishment-contract');
      await expect(sheet).toHaveAttribute('lang', 'ckb');
      for (const clause of GENERATED_CLAUSES) {
        const printed = sheet.locator(`[data-clause="${clause}"]`);
        if (clause === 'activities') await expect(printed.getByRole('listitem')).toHaveText(expected.clauses.activities);
        else await expect(printed).toContainText(expected.clauses[clause]);
      }
      await expect(sheet.locator('[data-clause="goals"]')).toContainText(expected.goals!);
      await expect(sheet.locator('[data-clause="capital"]')).toContainText('٣٬٠٠٠٬٠٠٠ دیناری عێراقی');
      const rows = sheet.locator('[data-shareholder]');
      await expect(rows).toHaveCount(expected.shareholders.length);
      for (const [index, shareholder] of expected.shareholders.entries()) {
        await expect(rows.nth(index).getByRole('cell')).toHaveText([shareholder.sharesText, shareholder.percent]);
        await expect(rows.nth(index).getByRole('rowheader')).toHaveText(shareholder.name);
      }
      expect(expected.shareholders.map((s) => s.percent)).toEqual(['٨٠٪؜', '٢٠٪؜']);
      // Nothing of the capital before the correction is left on the sheet.
      await expect(sheet).not.toContainText('٢٬٠٠٠٬٠٠٠');
      if (lang === 'ckb')
        await inEveryLanguage(page, 'contract-page-generated', lang, async () =>
          expect(sheet.locator('[data-clause="capital"]')).toBeVisible(),
        );
      else await checkScreen(page, 'contract-page-generated', lang);
    });
  });
}

test('trademark: check your answers before sending, Change and back, then sent', async ({ page, api }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('trademark-check');
  const { token } = await signInApplicantSession(api, email);
  await useApplicantSession(page, token);
  const mark = kurdishName('چای');
  await page.addInitScript(
    (values) => {
      if (sessionStorage.getItem('e2e-draft-set')) return;
      sessionStorage.setItem('e2e-draft-set', '1');
      localStorage.setItem('trademark-draft', JSON.stringify(values));
    },
    {
      wordMark: { ckb: mark, en: '', ar: '' },
      classes: [{ classNumber: '30', terms: 'چا\nقاوە' }],
      owner: { type: 'natural', upn: PERSONS.owner, company_name: '', uen: '' },
      email,
      phone_number: '07501234567',
    },
  );
  const tm = (lang: Lang) => textsOf('trademarks', lang);
  await open(page, '/trademarks/register', 'ckb');
  await expect(page.getByLabel(tm('ckb')('form.wordMark.ckb'))).toHaveValue(mark);

  // Continue leads to check your answers, not to sending; in each language.
  for (const lang of LANGS) {
    await page.evaluate(
      (lang) => localStorage.setItem('settings', JSON.stringify({ ...JSON.parse(localStorage.getItem('settings') ?? '{}'), lang })),
      lang,
    );
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.getByRole('button', { name: tm(lang)('form.continue'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tm(lang)('check.title'));
    await expect(page.locator('[data-row="field-wordMark-ckb"]')).toContainText(mark);
    await expect(page.locator('[data-row="field-classes-0-terms"]').getByRole('listitem')).toHaveText(['چا', 'قاوە']);
    await checkScreen(page, 'trademark-check-answers', lang);
  }

  await page.locator('[data-row="field-classes-0-terms"]').getByRole('button').click();
  await expect(page.locator('#field-classes-0-terms')).toBeFocused();
  await page.locator('#field-classes-0-terms').fill('چا\nقاوە\nکاکاو');
  await page.getByRole('button', { name: tm('kmr')('form.continue'), exact: true }).click();
  await expect(page.locator('[data-row="field-classes-0-terms"]').getByRole('listitem')).toHaveText(['چا', 'قاوە', 'کاکاو']);
  await page.getByRole('button', { name: tm('kmr')('check.send') }).click();
  await expect(page).toHaveURL(/\/my-applications\/trademarks\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;
  const stored = (await new PortalApi(api.baseUrl, token).call('GET', `/api/v1/trademarks/${id}`)).body.data.attributes.details;
  expect(stored.classes).toEqual([{ classNumber: 30, terms: ['چا', 'قاوە', 'کاکاو'] }]);
});
