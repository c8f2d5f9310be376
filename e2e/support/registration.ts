import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
// The API's own words come from the domain's catalogues, which the API serves (rules and files register theirs).
import '@registry/domain/applications/rules/index';
import '@registry/domain/files/messages';
import { translate } from '@registry/domain/shared/i18n/messages';
import { PortalApi } from './api.js';
import { REPO_ROOT } from './portal.js';
import { checkScreen, expect, type Lang } from './test.js';
import { escapeRegExp, textsOf } from './texts.js';

/**
 * What the registration journeys share (issue 8): real documents to upload, the terms accepted
 * in the browser, a draft laid into the browser's storage (the portal's own draft format,
 * docs/web-applicant-registration.md) to open a step directly, and a session signed in by the
 * code from the mail catcher.
 */

/** Persons of the civil registry: e2e/fixtures/persons.csv and the development persons (api/src/modules/reference/civil-registry/sample-persons.csv). */
export const REGISTRY_PERSONS = {
  owner: { upn: '1198604170013', birthDate: '1986-04-17' },
  partner: { upn: '2199208230027', birthDate: '1992-08-23' },
  ceo: { upn: '1198503120011', birthDate: '1985-03-12' },
  shareholder: { upn: '2199007150024', birthDate: '1990-07-15' },
  lawyer: { upn: '1197811030035', birthDate: '1978-11-03' },
  foreigner: { upn: '1197504040079', birthDate: '1975-04-04' },
} as const;

/** A real PDF the portal itself ships (the beneficial-owner form, printed by Chromium). */
export const PDF = {
  name: 'beneficial-owner-form.pdf',
  mimeType: 'application/pdf',
  buffer: readFileSync(path.join(REPO_ROOT, 'web-applicant', 'public', 'static', '2.pdf')),
};
export const CONTRACT_PDF = {
  name: 'contract-template.pdf',
  mimeType: 'application/pdf',
  buffer: readFileSync(path.join(REPO_ROOT, 'web-applicant', 'public', 'static', '1.pdf')),
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (an RGB picture with a diagonal stroke, like a signature), made here so no binary sits in the repository. */
export function png(name: string, size = 96): { name: string; mimeType: string; buffer: Buffer } {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3, 255);
    row[0] = 0;
    for (let x = 0; x < size; x++) if (Math.abs(x - y) < 3) row.set([20, 20, 120], 1 + x * 3);
    rows.push(row);
  }
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

/** The terms accepted in this browser (what /terms stores on "accept"), before the first page loads. */
export async function withTermsAccepted(page: Page): Promise<void> {
  // The cookie the portal writes beside it: the server then renders a registration's first step.
  const url = process.env.E2E_BASE_URL;
  if (url) await page.context().addCookies([{ name: 'termsAccepted', value: new Date().toISOString(), url }]);
  await page.addInitScript(() => {
    if (!localStorage.getItem('termsAccepted')) localStorage.setItem('termsAccepted', new Date().toISOString());
  });
}

/** Signs in through the API with the e-mailed code and hands the session to the browser (as the portal stores it). */
export async function signInBrowser(page: Page, api: PortalApi, email: string): Promise<PortalApi> {
  const session = await api.signInApplicant(email);
  const token = (session as unknown as { token: string }).token;
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-token-set')) {
      sessionStorage.setItem('e2e-token-set', '1');
      localStorage.setItem('accessToken', value);
    }
  }, token);
  return session;
}

/** A draft in the portal's storage format (`registration-draft:<flow>`, version 1), laid in before the first page loads. */
export async function withDraft(page: Page, flow: 'trade-name' | 'business', values: unknown, completed: string[]): Promise<void> {
  await page.addInitScript(
    ({ key, draft }) => {
      if (sessionStorage.getItem(`e2e-${key}`)) return;
      sessionStorage.setItem(`e2e-${key}`, '1');
      localStorage.setItem(key, JSON.stringify(draft));
    },
    { key: `registration-draft:${flow}`, draft: { version: 1, values, completed, serverErrors: {}, updatedAt: new Date().toISOString() } },
  );
}

/** Uploads one document through the portal's own API (for drafts that start past an upload step). */
export async function uploadAs(
  session: PortalApi,
  kind: string,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<string> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  return (await session.call('POST', '/api/v1/files', { form })).body.data.id;
}

/** The step's heading is on screen, the draft is saved, and the screen passes axe (screenshot kept). */
export async function atStep(page: Page, lang: Lang, step: string, screen: string): Promise<void> {
  const t = textsOf('registration', lang);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(`steps.${step}.title`));
  await checkScreen(page, screen, lang);
}

/** A field by its label (the form kit ties every label to its input; a required one may show " *"). */
export const field = (scope: Pick<Page, 'getByLabel'>, label: string) => scope.getByLabel(new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`));

/** The error summary (GOV.UK): it has the focus and lists this message. */
export async function expectSummaryWith(page: Page, lang: Lang, message: string | RegExp): Promise<void> {
  const t = textsOf('registration', lang);
  const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: t('errorSummaryTitle') }) });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: message })).toBeVisible();
}

/** The API's message for a rule, its field named by the label the form shows (as the form kit words it). */
export async function apiMessage(lang: Lang, code: string, label: string, params: Record<string, string | number> = {}): Promise<string> {
  return translate(code, lang, { ...params, field: label });
}

/**
 * A trade-name draft complete up to its last step whose owner and partner carry a UPN of the
 * right shape that the civil registry does not know: the browser lets it through, the API
 * refuses it (`upn.unknown`). The applicant is signed in and the terms accepted.
 */
export async function withDraftTheRegistryRefuses(page: Page, api: PortalApi, email: string): Promise<void> {
  await withTermsAccepted(page);
  const session = await signInBrowser(page, api, email);
  const document = await uploadAs(session, 'identity_document', PDF);
  const unknown = '1999999999990';
  await withDraft(
    page,
    'trade-name',
    {
      email,
      phone_number: '07501234567',
      name: 'چاپخانەی ئاسۆی نوێ',
      activity_ids: ['1811'],
      upn: unknown,
      id_type: 'national_id',
      document_expiry: '2035-01-01',
      identity_documents: [document],
      partners: [{ type: 'natural', upn: unknown, owning_percentage: '100', company_name: '', uen: '' }],
    },
    ['basic-info', 'trade-name', 'owner'],
  );
}
