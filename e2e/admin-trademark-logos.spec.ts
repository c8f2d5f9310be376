import { PNG } from 'pngjs';
import { CASE_FILE_MESSAGES } from '@registry/web-admin/messages/applications';
import type { PortalApi } from './support/api.js';
import { distinctKurdishWords, uniqueEmail } from './support/applicant-journeys.js';
import { openApplication, staffPage, switchBackOfficeLanguage } from './support/back-office.js';
import { PERSONS } from './support/seed.js';
import { demoAccount } from './support/staff.js';
import { checkScreen, expect, test } from './support/test.js';

type SimilarLogoTexts = { title: string; bands: { near: string } };
const texts = (lang: 'ckb' | 'en') => (CASE_FILE_MESSAGES[lang] as { admin: { similar_logos: SimilarLogoTexts } }).admin.similar_logos;

/** A blue sun over a red mountain on white, drawn at `size` pixels: the same logo at any size. */
function sunAndMountain(size: number): Buffer {
  const png = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const [u, v] = [x / size, y / size];
      const sun = (u - 0.5) ** 2 + (v - 0.43) ** 2 < 0.27 ** 2;
      const mountain = v > 0.55 && Math.abs(u - 0.5) < (v - 0.55) * 1.0;
      const [r, g, b] = mountain ? [224, 27, 36] : sun ? [26, 95, 180] : [255, 255, 255];
      png.data.set([r, g, b, 255], (y * size + x) * 4);
    }
  return PNG.sync.write(png);
}

const uploadLogo = async (applicant: PortalApi, png: Buffer) => {
  const form = new FormData();
  form.append('kind', 'logo');
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
  return (await applicant.call('POST', '/api/v1/files', { form })).body.data.id as string;
};

/**
 * Figurative marks in the reviewer's case file (issue 33 §1): a second mark whose logo is the
 * first one's drawn smaller lists the first under "Similar logos", its image shown, as near.
 */
test('a trademark’s case file lists a mark held with the same logo under similar logos (ckb and en)', async ({ browser, baseURL, api }) => {
  test.setTimeout(120_000);
  const submit = async (label: string, words: string, size: number) => {
    const email = uniqueEmail(label);
    const applicant = await api.signInApplicant(email);
    return applicant.submitAndWait('/api/v1/trademarks', {
      wordMark: { ckb: words },
      classes: [{ classNumber: 30, terms: ['قاوە'] }],
      owner: { type: 'natural', upn: PERSONS.owner },
      email,
      phone_number: '07501234567',
      logo: await uploadLogo(applicant, sunAndMountain(size)),
    });
  };
  const heldWords = distinctKurdishWords(2);
  await submit('trademark-logo-held', heldWords, 200);
  const id = await submit('trademark-logo-copy', distinctKurdishWords(2), 150);

  const page = await staffPage(browser, baseURL!, demoAccount('reviewer'), 'ckb');
  await openApplication(page, 'trademarks', id);
  const panel = page
    .locator('section, div')
    .filter({ has: page.locator('#similar-logos-heading') })
    .last();
  for (const lang of ['ckb', 'en'] as const) {
    if (lang !== 'ckb') await switchBackOfficeLanguage(page, lang);
    await expect(page.locator('#similar-logos-heading')).toHaveText(texts(lang).title);
    // The read model hashes the logos after the submission: reload until the held mark is listed.
    const row = panel.locator('tr[data-band="near"]').filter({ hasText: heldWords });
    await expect(async () => {
      if (!(await row.count())) await page.reload();
      await expect(row).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(row).toContainText(texts(lang).bands.near);
    await expect(row).toContainText(lang === 'ckb' ? '٣٠' : '30');
    const image = row.locator('img');
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(200);
    await page.locator('#similar-logos-heading').scrollIntoViewIfNeeded();
    await checkScreen(page, 'admin-trademark-similar-logos', lang);
  }
});
