import { ckb } from '@registry/web-admin/i18n/ckb';
import { en } from '@registry/web-admin/i18n/en';
import { cashReceipt, distinctKurdishWords, signInApplicantSession, transit, uniqueEmail } from './support/applicant-journeys.js';
import { openApplication, staffPage, statusChip, stepButton } from './support/back-office.js';
import { PERSONS } from './support/seed.js';
import { demoAccount, signInStaffApi } from './support/staff.js';
import { checkScreen, expect, test } from './support/test.js';

const ADMIN = { ckb: ckb.admin, en: en.admin } as const;

/**
 * Rectification of the register (issue 33): a director opens a reserved trademark whose
 * certificate was issued, takes "Rectify the record" among its workflow actions, corrects a
 * misspelt term in the dialog (its class stays) with the reason, and the step is recorded; a
 * registrar may then re-issue, and the first certificate is superseded. In ckb and en.
 */
test('a director rectifies a reserved trademark’s misspelt term in the back office; the re-issue supersedes the certificate (ckb and en)', async ({
  browser,
  baseURL,
  api,
}) => {
  test.setTimeout(150_000);
  const registrar = await signInStaffApi(api, demoAccount('registrar'));
  for (const lang of ['ckb', 'en'] as const) {
    const email = uniqueEmail(`rectify-${lang}`);
    const { client: applicant } = await signInApplicantSession(api, email);
    const id = await applicant.submitAndWait('/api/v1/trademarks', {
      wordMark: { ckb: distinctKurdishWords(2) },
      classes: [{ classNumber: 30, terms: ['چا', 'قاوەی'] }],
      owner: { type: 'natural', upn: PERSONS.owner },
      email,
      phone_number: '07501234567',
    });
    const reviewer = await signInStaffApi(api, demoAccount('reviewer'));
    await transit(reviewer, 'trademarks', id, 'start_legal_check');
    await transit(reviewer, 'trademarks', id, 'recommend_approval');
    await transit(await signInStaffApi(api, demoAccount('director')), 'trademarks', id, 'approve');
    await transit(
      await signInStaffApi(api, demoAccount('cashier')),
      'trademarks',
      id,
      'confirm_payment',
      cashReceipt(`R-${id.slice(0, 8)}`),
    );
    const first = (await registrar.call('POST', `/api/v1/trademarks/${id}/certificates`)).body.data.id as string;

    const director = await staffPage(browser, baseURL!, demoAccount('director'), lang);
    await openApplication(director, 'trademarks', id);
    await expect(statusChip(director, 'reserved')).toBeVisible();
    await stepButton(director, 'rectify').click();
    const dialog = director.getByRole('dialog', { name: ADMIN[lang].events.rectify });
    const terms = dialog.getByLabel(ADMIN[lang].review.rectify.class_terms.replace('%{number}', lang === 'ckb' ? '٣٠' : '30'));
    await expect(terms).toHaveValue('چا, قاوەی');
    await terms.fill('چا, قاوە');
    await dialog
      .getByLabel(ADMIN[lang].review.reason)
      .fill(lang === 'ckb' ? 'هەڵەی نووسین لە زاراوەی قاوەدا' : 'The term coffee was misspelt');
    await checkScreen(director, 'admin-rectify-record', lang);
    await dialog.getByRole('button', { name: ADMIN[lang].events.rectify }).click();
    await expect(dialog).toHaveCount(0, { timeout: 15_000 });
    await director.context().close();

    const record = (await registrar.call('GET', `/api/v1/trademarks/${id}`)).body.data.attributes;
    expect(record.details.classes).toEqual([{ classNumber: 30, terms: ['چا', 'قاوە'] }]);
    expect(record.history.at(-1)).toMatchObject({ event: 'rectify', to: 'reserved' });
    const second = (await registrar.call('POST', `/api/v1/trademarks/${id}/certificates`)).body.data.id as string;
    const old = (await api.call('GET', `/api/v1/public/certificates/${first}`)).body.data.attributes;
    expect(old).toMatchObject({ standing: 'superseded', supersededBy: { id: second } });
  }
});
