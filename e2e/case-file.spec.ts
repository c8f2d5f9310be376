import { randomUUID } from 'node:crypto';
import { ckb } from '@registry/web-admin/i18n/ckb';
import { en } from '@registry/web-admin/i18n/en';
import { CASE_FILE_MESSAGES } from '@registry/web-admin/messages/applications';
import type { PortalApi } from './support/api.js';
import { openApplication, staffPage, uploadPng } from './support/back-office.js';
import { PERSONS } from './support/seed.js';
import { demoAccount, signInAdminApi } from './support/staff.js';
import { checkScreen, expect, test } from './support/test.js';
import { distinctKurdishWords } from './support/applicant-journeys.js';

/**
 * The reviewer's case file (issue 22 §1) at 1280 px in Central Kurdish and English: a limited
 * company with two natural shareholders and a government one, whose trade name entered the old
 * register after its submission. Labels instead of codes, the shareholders' names from the civil
 * registry, the failed name check flagged, a document opened in the viewer beside the fields.
 */
interface CaseFileTexts {
  values: Record<string, string>;
  case_file: {
    checks: string;
    persons: string;
    matches: string;
    view: string;
    viewer: string;
    outcome: Record<'passed' | 'failed' | 'not_applicable', string>;
  };
}
const texts = (lang: 'ckb' | 'en') => ({
  admin: (lang === 'ckb' ? ckb : en).admin,
  cf: (CASE_FILE_MESSAGES[lang] as { admin: CaseFileTexts }).admin,
});

async function limitedCompany(applicant: PortalApi, name: string, email: string) {
  return {
    type: 'local_company',
    email,
    trade_name: { locale: 'ckb', name, protection_level: 'kri_level' },
    company: {
      type: 'limited',
      project_type: 'private',
      capital_in_number: 1_000_000,
      address: { province_id: 'erbil', district_id: 'erbil-soran', street: 'شەقامی ١٠٠ مەتری', location: { lat: 36.65, lng: 44.54 } },
    },
    activity_ids: ['5630'],
    ceo: {
      upn: PERSONS.owner,
      full_name: 'هاوار ڕەشید',
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
      { type: 'natural', upn: PERSONS.owner, id_type: 'national_id', number_of_shares: 500_000 },
      { type: 'natural', upn: PERSONS.partner, id_type: 'national_id', number_of_shares: 400_000 },
      { type: 'government', entity_name: 'وەزارەتی بازرگانی', number_of_shares: 100_000 },
    ],
    contract: {
      lawyer_name: 'هێمن ئەحمەد',
      lawyer_phone: '07701234567',
      goals: 'بازرگانی گشتی و چایخانە.',
      clauses: {
        name: `${name} (سنووردار)`,
        address: 'هەولێر، سۆران، شەقامی ١٠٠ مەتری',
        purpose: 'چایخانە',
        activities: ['چایخانە'],
        capital: 'سەرمایەی کۆمپانیا ١٬٠٠٠٬٠٠٠ دینارە.',
        shareholders: 'هاوار ڕەشید ٥٠٪، شیلان ئەمین ٤٠٪، وەزارەتی بازرگانی ١٠٪',
        coordinator: 'هاوار ڕەشید',
      },
    },
    attachments: {},
  };
}

test('the case file of a limited company: labels, the civil registry’s names, the failed check, the viewer beside the fields (ckb, en)', async ({
  browser,
  baseURL,
  api,
}) => {
  test.setTimeout(180_000);
  const email = `e2e-case-file-${randomUUID().slice(0, 8)}@example.org`;
  const name = `کۆمپانیای ${distinctKurdishWords(4)}`;
  const applicant = await api.signInApplicant(email);
  const id = await applicant.submitAndWait('/api/v1/businesses', await limitedCompany(applicant, name, email));

  // The old register gains the same name after the submission (an import by the system admin).
  const admin = await signInAdminApi(api);
  const csv = new FormData();
  csv.append(
    'file',
    new Blob([`legacy_ref,name,district_id,registered_on,owner_name\nE2E-CASE-${randomUUID().slice(0, 8)},${name},,1999-01-01,\n`], {
      type: 'text/csv',
    }),
    'register.csv',
  );
  await admin.call('POST', '/api/admin/legacy-names/import', { form: csv });

  for (const lang of ['ckb', 'en'] as const) {
    const { admin: t, cf } = texts(lang);
    const page = await staffPage(browser, baseURL!, demoAccount('reviewer'), lang);
    await openApplication(page, 'businesses', id);
    const checks = page.getByRole('region', { name: cf.case_file.checks, exact: true });
    await expect(checks).toBeVisible({ timeout: 15_000 });

    // The failed check, flagged in words, first in the panel.
    const failed = checks.locator('[data-check="name_conflicts_now"]');
    await expect(failed).toHaveAttribute('data-outcome', 'failed', { timeout: 15_000 });
    await expect(failed).toContainText(cf.case_file.outcome.failed);
    await expect(failed).toContainText(name);
    await expect(checks.locator('li').first()).toHaveAttribute('data-check', 'name_conflicts_now');
    await expect(checks.locator('[data-check="percentages_total"]')).toHaveAttribute('data-outcome', 'passed');
    await expect(checks.locator('[data-check="name_conflicts_at_submission"]')).toHaveAttribute('data-outcome', 'passed');

    // The shareholders by their names in the civil registry, with birth dates and nationality.
    const persons = page.getByRole('region', { name: cf.case_file.persons, exact: true });
    await expect(persons.locator(`[data-upn="${PERSONS.owner}"]`)).toContainText('هاوار ڕەشید');
    await expect(persons.locator(`[data-upn="${PERSONS.owner}"]`)).toContainText(cf.case_file.matches);
    await expect(persons.locator(`[data-upn="${PERSONS.partner}"]`)).toContainText('شیلان ئەمین');
    await expect(persons.locator(`[data-upn="${PERSONS.partner}"]`)).toContainText(lang === 'en' ? '23 August 1992' : '٢٣ ئاب ١٩٩٢');

    // Labels, not codes: the company type, the district, the activity's path, the capital grouped.
    const details = page.getByRole('region', { name: t.review.details, exact: true });
    await expect(details).toContainText(cf.values.limited!);
    await expect(details).not.toContainText('erbil-soran');
    await expect(details).toContainText(' › ');
    await expect(details).toContainText(lang === 'en' ? '1,000,000' : '١٬٠٠٠٬٠٠٠');
    await expect(details.getByText('limited', { exact: true })).toHaveCount(0);

    // A document opened in the viewer beside the fields it supports.
    await details.getByRole('button', { name: new RegExp(`${cf.case_file.view}: .*${t.fields.personal_image}`) }).click();
    const documents = page.getByRole('region', { name: t.review.documents, exact: true });
    const viewer = documents.getByRole('figure', { name: cf.case_file.viewer });
    await expect(viewer.getByRole('img')).toBeVisible({ timeout: 15_000 });
    const [fieldsBox, viewerBox] = [await details.boundingBox(), await viewer.boundingBox()];
    expect(viewerBox!.y).toBeLessThan(fieldsBox!.y + fieldsBox!.height);
    expect(lang === 'en' ? viewerBox!.x >= fieldsBox!.x + fieldsBox!.width : viewerBox!.x + viewerBox!.width <= fieldsBox!.x).toBe(true);

    await checkScreen(page, 'admin-case-file', lang);
    await page.context().close();
  }
});
