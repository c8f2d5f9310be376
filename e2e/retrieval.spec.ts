import { statusLabel } from '@registry/domain/applications/workflow/presentation';
import { checkScreen, expect, languageRun, open, test, type Lang } from './support/test.js';
import { textsOf } from './support/texts.js';

/**
 * Issue 7: "retrieve applications with the code read from the SMTP sink". Each applicant has a
 * trade-name application submitted through the API by global setup; the code is read from the
 * local mail catcher (`GET /dev/mail/messages`), as a person reads their e-mail.
 */
for (const lang of ['ckb', 'en'] as Lang[]) {
  test(
    `retrieval (${lang}): e-mail, the code from the e-mail, then "my applications" lists the application`,
    languageRun(lang),
    async ({ page, api, applicants }) => {
      const t = textsOf('applicant', lang);
      const common = textsOf('common', lang);
      const { email, name } = applicants[`retrieval-${lang}` as 'retrieval-ckb' | 'retrieval-en'];

      await open(page, '/retrieve', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('retrieve.title'));
      await checkScreen(page, 'retrieve', lang);

      const seen = await api.mailIds(email);
      await page.getByRole('textbox', { name: t('retrieve.email.label') }).fill(email);
      await page.getByRole('button', { name: t('retrieve.send') }).click();

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(common('emailCode.title'));
      await expect(page.getByText(email)).toBeVisible();
      const code = await api.nextCode(email, seen);
      await checkScreen(page, 'retrieve-code', lang);

      await page.getByRole('textbox', { name: common('emailCode.label') }).fill(code);
      await page.getByRole('button', { name: common('emailCode.submit') }).click();

      await expect(page).toHaveURL(/\/my-applications$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('myApplications.title'));
      const table = page.getByRole('table', { name: t('myApplications.caption') });
      const row = table.getByRole('row').filter({ hasText: name });
      await expect(row).toBeVisible();
      await expect(row).toContainText(t('kind.trade-name'));
      await expect(row).toContainText(statusLabel('submitted', lang));
      // The expected answer time is written in the page's language, not the browser's (en-US here).
      const due = (await row.locator('time').textContent()) ?? '';
      if (lang !== 'en')
        expect
          .soft(
            due,
            `the date on a ${lang} page is in the browser's English conventions: Intl has no ${lang} data in Chromium and components/format.ts falls back to the browser's locale`,
          )
          .not.toMatch(/[A-Za-z]/);
      await checkScreen(page, 'my-applications', lang);
    },
  );
}
