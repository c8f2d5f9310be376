import type { Page } from '@playwright/test';
import { generateContract, GENERATED_CLAUSES, type ContractSource } from '@registry/domain/applications/contract/establishment-contract';
import { PortalApi } from './support/api.js';
import {
  distinctKurdishWords,
  PNG,
  signInApplicantSession,
  switchPortalLanguage,
  transit,
  uniqueEmail,
  useApplicantSession,
} from './support/applicant-journeys.js';
import { PERSONS } from './support/seed.js';
import { demoAccount, signInStaffApi } from './support/staff.js';
import { checkScreen, expect, expectDocumentLanguage, open, test, type Lang } from './support/test.js';
import { escapeRegExp, textsOf } from './support/texts.js';

/**
 * Issue 23 §2 and §3: check your answers before a company's submission (every answer by name,
 * shares with their percentages, documents by file name, the contract's clauses as they will be
 * written; "Change" opens the step at its field and comes back), the contract generated from the
 * record and printed equal to it after a correction of the capital, and the trademark's check
 * your answers. To stay fast, the registration's earlier steps are not typed again (their own
 * specs do that): the draft is the browser's, as the stepper leaves it after the contract step.
 * The company's journey is walked once in Central Kurdish; each screen is also checked in English
 * (and in Arabic and Kurmanji, by their headings), reloaded in it, and Change and back is walked
 * again in English chosen in the language menu.
 */
const LANGS: readonly Lang[] = ['ckb', 'ar', 'en', 'kmr'];
/** The languages whose texts the company's journey asserts (the others get their heading, axe and screenshot). */
type CheckedLang = 'ckb' | 'en';

/**
 * The screen in each language (reloaded with the saved language), screenshot and axe, then back to
 * `back`; a language of `skip` is checked elsewhere, where the journey walks the screen in it.
 */
async function inEveryLanguage(
  page: Page,
  screen: string,
  back: Lang,
  ready: (lang: Lang) => Promise<void>,
  options: { skip?: Lang[] } = {},
) {
  for (const lang of LANGS.filter((l) => !options.skip?.includes(l))) {
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

/** The company's figures as each language writes them (Kurdish digits in ckb, Latin in en), before the correction. */
const FIGURES = {
  ckb: { firstShares: '١٬٥٠٠٬٠٠٠ (٧٥٪', secondShares: '(٢٥٪', capital: '٢٬٠٠٠٬٠٠٠' },
  en: { firstShares: '1,500,000 (75%)', secondShares: '(25%)', capital: '2,000,000' },
} as const;
const NEW_GOALS = 'بازرگانی گشتی، چایخانە و هاوردەکردنی چا.';
const NEW_STREET = 'شەقامی شەست مەتری';

test('company: check your answers, Change and back, submitted; after a capital correction the printed contract equals the record (ckb, each screen in en too)', async ({
  page,
  api,
}) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('check');
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

  await open(page, '/businesses/register/register', 'ckb');
  const heading = page.getByRole('heading', { level: 1 });
  const summary = (lang: CheckedLang) => page.getByRole('region', { name: textsOf('registration', lang)('register.reviewHeading') });
  const row = (lang: CheckedLang, path: string) => summary(lang).locator(`[data-row="${path}"]`);
  const continueButton = (lang: CheckedLang) =>
    page.getByRole('button', { name: textsOf('registration', lang)('actions.continue'), exact: true });

  /** Check your answers as the language shows them (its texts, its digits). */
  const answersShown = async (lang: CheckedLang) => {
    const t = textsOf('registration', lang);
    const appForm = textsOf('application-form', lang);
    await expectDocumentLanguage(page, lang);
    await expect(heading).toHaveText(t('steps.register.title'));
    for (const step of ['basic-info', 'trade-name', 'company', 'ceo', 'shareholders', 'documents', 'contract']) {
      await expect(summary(lang).getByRole('heading', { level: 3, name: t(`steps.${step}.title`), exact: true })).toBeVisible();
    }
    await expect(row(lang, 'company.address.district_id').getByRole('definition').first()).not.toContainText('erbil-shaqlawa');
    await expect(row(lang, 'company.address.district_id').getByRole('definition').first()).not.toBeEmpty();
    await expect(row(lang, 'activity_ids')).toContainText('5630');
    await expect(row(lang, 'company.type').getByRole('definition').first()).toHaveText(appForm('options.localCompanyType.limited'));
    await expect(row(lang, 'shareholders.0.number_of_shares')).toContainText(FIGURES[lang].firstShares);
    await expect(row(lang, 'shareholders.1.number_of_shares')).toContainText(FIGURES[lang].secondShares);
    await expect(row(lang, 'ceo.personal_image')).toContainText('ceo-photo.png');
    await expect(row(lang, 'contract').locator('[data-clause="capital"]')).toContainText(FIGURES[lang].capital);
    await expect(row(lang, 'contract').locator('[data-clause="name"]')).toContainText(name);
  };

  await test.step('every answer by name, shares with percentages, documents by file name, the contract as it will be written', async () => {
    await answersShown('ckb');
    // en reloaded as the English run opened it: every answer again, in its texts and digits.
    await inEveryLanguage(page, 'check-answers-company', 'ckb', async (l) => {
      await expect(heading).toHaveText(textsOf('registration', l)('steps.register.title'));
      if (l === 'en') await answersShown('en');
    });
  });

  /**
   * Change on the goals opens the contract step at the field, and its Continue comes back; so does
   * a step in the middle. `contractStepChecked` checks the contract step's screen.
   */
  const changeAndBack = async (lang: CheckedLang, contractStepChecked: () => Promise<void>) => {
    const appForm = textsOf('application-form', lang);
    await row(lang, 'contract.goals')
      .getByRole('link', { name: new RegExp(escapeRegExp(appForm('fields.goals'))) })
      .click();
    await expect(page).toHaveURL(/\/businesses\/register\/contract\?return=check#field-contract-goals$/);
    const goals = page.locator('#field-contract-goals');
    await expect(goals).toBeFocused();
    // The contract step: the clauses written from the answers, only goals, notes and lawyer typed.
    await expect(page.locator('[data-clause="capital"]')).toContainText(FIGURES[lang].capital);
    await expect(page.getByLabel(appForm('fields.clauseCapital'))).toHaveCount(0);
    await contractStepChecked();
    await goals.fill(NEW_GOALS);
    await continueButton(lang).click();
    await expect(page).toHaveURL(/\/businesses\/register\/register$/);
    await expect(row(lang, 'contract.goals')).toContainText('هاوردەکردنی چا');

    // A step in the middle: its "Continue" comes back here too, not through the later steps.
    await row(lang, 'company.address.street').getByRole('link').click();
    await expect(page).toHaveURL(/\/businesses\/register\/company\?return=check#field-company-address-street$/);
    await expect(page.locator('#field-company-address-street')).toBeFocused();
    await page.locator('#field-company-address-street').fill(NEW_STREET);
    await continueButton(lang).click();
    await expect(page).toHaveURL(/\/businesses\/register\/register$/);
    await expect(row(lang, 'company.address.street')).toContainText(NEW_STREET);
    // The contract follows the answer.
    await expect(row(lang, 'contract').locator('[data-clause="address"]')).toContainText(NEW_STREET);
  };

  await test.step('Change opens the step at its field and Continue comes back to the summary', async () => {
    const clausesShown = async () => expect(page.locator('[data-clause="shareholders"]')).toBeVisible();
    // Its en screen is checked where the English walk below stands on it.
    await changeAndBack('ckb', () => inEveryLanguage(page, 'contract-step-generated', 'ckb', clausesShown, { skip: ['en'] }));
  });

  await test.step('the same in en, chosen in the language menu (the draft stays; the same texts typed again)', async () => {
    await switchPortalLanguage(page, 'ckb', 'en');
    await changeAndBack('en', () => checkScreen(page, 'contract-step-generated', 'en'));
    await expect(page.getByRole('button', { name: textsOf('registration', 'en')('register.submit') })).toBeVisible();
    await switchPortalLanguage(page, 'en', 'ckb');
  });

  let id = '';
  await test.step('submitted from the summary', async () => {
    await page.getByRole('button', { name: textsOf('registration', 'ckb')('register.submit') }).click();
    await expect(heading).toHaveText(textsOf('registration', 'ckb')('register.doneHeading'));
    await switchPortalLanguage(page, 'ckb', 'en');
    await expect(heading).toHaveText(textsOf('registration', 'en')('register.doneHeading'));
    await switchPortalLanguage(page, 'en', 'ckb');
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

  await test.step('the printed contract equals the record, clause by clause (in Kurdish, whatever the language of the page)', async () => {
    const record = (await applicant.call('GET', `/api/v1/businesses/${id}`)).body.data.attributes.details as ContractSource;
    expect(record.company?.capital_in_number).toBe(3_000_000);
    const expected = generateContract(record, await ckbNames(api));
    expect(expected.shareholders.map((s) => s.percent)).toEqual(['٨٠٪؜', '٢٠٪؜']);
    const sheet = page.locator('article#establishment-contract');
    const sheetEqualsRecord = async () => {
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
      // Nothing of the capital before the correction is left on the sheet.
      await expect(sheet).not.toContainText('٢٬٠٠٠٬٠٠٠');
    };
    await page.goto(`/my-applications/businesses/${id}/contract`);
    await sheetEqualsRecord();
    // en reloaded as the English run opened it: the sheet is the same, clause by clause.
    await inEveryLanguage(page, 'contract-page-generated', 'ckb', async (l) => {
      await expect(sheet.locator('[data-clause="capital"]')).toBeVisible();
      if (l === 'en') await sheetEqualsRecord();
    });
  });
});

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
