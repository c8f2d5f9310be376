import { PEOPLE, business, tradeName } from '@registry/domain/applications/rules/payloads.fixture';
import { registryToday } from '@registry/domain/reference/civil-registry/rules';
import type { TestApp } from './test-app.js';
import { write } from './http.js';

/** The people of the payload fixtures, known to the civil registry (the rules look them up). */
export async function seedCivilRegistry(t: TestApp): Promise<void> {
  const people = Object.values(PEOPLE);
  await t.db.owner.query(
    `INSERT INTO civil_registry_persons (upn, first_name, last_name, birth_date, nationality, gender)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::date[], $5::text[], $6::text[]) ON CONFLICT (upn) DO NOTHING`,
    [
      people.map((p) => p.upn),
      people.map((p) => p.firstName),
      people.map((p) => p.lastName),
      people.map((p) => p.birthDate),
      people.map((p) => p.nationality),
      people.map((p) => p.gender),
    ],
  );
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

/** A document uploaded by this applicant, as the portal uploads it before submitting. */
export async function upload(t: TestApp, token: string, kind: string, file: 'pdf' | 'png' = 'pdf'): Promise<string> {
  const res = await write(t.http.post('/api/v1/files'), { token })
    .field('kind', kind)
    .attach('file', file === 'pdf' ? PDF : PNG, `document.${file}`)
    .expect(201);
  return res.body.data.id;
}

/** A district-level trade name with the given name, its identity document uploaded by the applicant. */
export async function tradeNamePayload(t: TestApp, token: string, name: string, overrides: Parameters<typeof tradeName>[0] = {}) {
  return tradeName({ name, locales: undefined, identity_documents: [await upload(t, token, 'identity_document')], ...overrides });
}

/** A company with the CEO's photograph and signature uploaded by the applicant. */
export async function companyPayload(t: TestApp, token: string, overrides: Parameters<typeof business>[0]) {
  const details = business(overrides);
  return {
    ...details,
    ceo: {
      ...details.ceo,
      personal_image: await upload(t, token, 'ceo_image', 'png'),
      signature: await upload(t, token, 'ceo_signature', 'png'),
    },
  };
}

/** What a cashier's confirm payment carries (issue 22 §5): a receipt number and today's date, no amount. */
export const cashReceipt = (receiptNumber = 'R-2026/0001') => ({ receiptNumber, receiptDate: registryToday() });

/** A workflow step as the portals send it: `PUT …/transit/{event}?version=`. */
export const transitRequest = (
  t: TestApp,
  path: string,
  id: string,
  event: string,
  token: string,
  version: number,
  body: object = {},
  key?: string,
) =>
  write(t.http.put(`/api/v1/${path}/${id}/transit/${event}?version=${version}`), { token, idempotencyKey: key })
    .set('Accept-Language', 'en')
    .send(body);
