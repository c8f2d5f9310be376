import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PortalApi } from './api.js';
import { E2E_DIR, runCli, type RunningPortal } from './portal.js';

/** The persons of e2e/fixtures/persons.csv (imported with the product's civil-registry CLI). */
export const PERSONS = { owner: '1198604170013', partner: '2199208230027' } as const;

/**
 * The legacy register of e2e/fixtures/legacy-names.csv (imported with `legacy:import`'s CLI):
 * a name in Kurdish script, and the same name as an applicant types it in Latin letters.
 */
export const LEGACY_NAME = { kurdish: 'ئاسمانی شین', latin: 'Asmani Shin' } as const;

/** Applicants who already have an application, one per journey that retrieves them. */
export const APPLICANTS = {
  'retrieval-ckb': { email: 'e2e-retrieval-ckb@example.org', name: 'کتێبخانەی ڕۆژهەڵات' },
  'retrieval-en': { email: 'e2e-retrieval-en@example.org', name: 'نانەواخانەی بەفرین' },
  keyboard: { email: 'e2e-keyboard@example.org', name: 'دەرمانخانەی شنۆ' },
} as const;
export type ApplicantKey = keyof typeof APPLICANTS;

/** A district-level trade name in Central Kurdish (the payload of docs/api.md and api/test/support/applications.ts). */
export function tradeNamePayload(name: string, email: string, identityDocument: string) {
  return {
    locale: 'ckb',
    name,
    protection_level: 'district_level',
    district_id: 'erbil-shaqlawa',
    trade_name_type: 'profession',
    activity_ids: ['5630'],
    upn: PERSONS.owner,
    id_type: 'national_id',
    identity_document_number: 'A1234567',
    document_expiry: '2035-01-01',
    identity_documents: [identityDocument],
    email,
    phone_number: '07501234567',
    partners: [
      { type: 'natural', upn: PERSONS.owner, owning_percentage: 60 },
      { type: 'natural', upn: PERSONS.partner, owning_percentage: 40 },
    ],
  };
}

/** The embedded server's superuser URL (the password file the portal keeps beside its cluster). */
function superuserUrl(dataDir: string): string {
  const pgDir = path.join(dataDir, 'pg');
  const port = readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[3]!.trim();
  const password = readFileSync(path.join(pgDir, 'registry-superuser-password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/registry`;
}

/**
 * What the journeys need, through the product's own commands and API: the legacy register and
 * the civil-registry persons (the CLIs `npm run legacy:import` and `civil-registry:import` run),
 * then, for each applicant, a trade-name application submitted as that applicant after signing
 * in with the e-mailed code.
 */
export async function seed(portal: RunningPortal): Promise<void> {
  await runCli('import-legacy-names.js', [path.join(E2E_DIR, 'fixtures', 'legacy-names.csv')], portal.env);
  await runCli('import-civil-registry.js', [path.join(E2E_DIR, 'fixtures', 'persons.csv')], portal.env);

  const api = new PortalApi(portal.baseUrl);
  await Promise.all(
    Object.values(APPLICANTS).map(async ({ email, name }) => {
      const applicant = await api.signInApplicant(email);
      const document = await applicant.upload('identity_document');
      await applicant.submitAndWait('/api/v1/trade_names', tradeNamePayload(name, email, document));
    }),
  );

  // The seed's sign-in codes were sent seconds before the journeys ask for theirs, and one code
  // per e-mail per minute may be sent (CODE_POLICY.resendCooldownSeconds). Date the seed's sends
  // an hour back, as if the applicants had applied earlier: the journeys then ask as anyone would.
  await backdateCodeSends([...Object.values(APPLICANTS).map((a) => `email:${a.email}`), 'ip:127.0.0.1'], 61, portal.dataDir);
}

/**
 * Dates the sign-in codes sent so far to these keys (`email:<address>`, `ip:<address>`) the given
 * minutes back, as if that time had passed: a journey that moves to another device asks for its
 * next code as an applicant would a minute later, instead of waiting out the one-code-per-minute
 * limit (CODE_POLICY.resendCooldownSeconds), which the API's own tests assert.
 */
export async function backdateCodeSends(keys: string[], minutes: number, dataDir = process.env.E2E_DATA_DIR): Promise<void> {
  if (!dataDir) throw new Error('E2E_DATA_DIR is unset: run through e2e/playwright.config.ts (its globalSetup starts the portal)');
  const db = new pg.Client({ connectionString: superuserUrl(dataDir) });
  await db.connect();
  try {
    await db.query(`UPDATE otp_sends SET sent_at = sent_at - make_interval(mins => $2) WHERE key = ANY($1)`, [keys, minutes]);
  } finally {
    await db.end();
  }
}
