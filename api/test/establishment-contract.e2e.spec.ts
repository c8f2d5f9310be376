import { randomUUID } from 'node:crypto';
import { business } from '@registry/domain/applications/rules/payloads.fixture';
import { distinctKurdishWord } from './support/names.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { staffToken, write } from './support/http.js';
import { companyPayload, seedCivilRegistry, transitRequest, upload } from './support/applications.js';

/**
 * The establishment contract generated from the record (issue 23 §2): GET /businesses/{id}/contract
 * writes every clause from the application as it is now, so after a correction of the capital the
 * contract carries the new capital and shares, and none of the old.
 */
let t: TestApp;
let reviewer: string;

const seenMail = new Set<string>();
let ipSerial = 0;
async function signIn(email = `contract-${randomUUID()}@example.org`): Promise<{ email: string; token: string }> {
  const ip = `198.51.100.${200 + ++ipSerial}`;
  await write(t.http.post('/api/v1/generate-otp')).set('X-Forwarded-For', ip).send({ email }).expect(200);
  const mail = await t.mail.waitFor(email, (m) => !seenMail.has(m.id));
  seenMail.add(mail.id);
  const code = /(?<!\d)(\d{6})(?!\d)/.exec(mail.text)?.[1];
  const res = await write(t.http.post('/api/v1/verify-otp'), { idempotencyKey: null })
    .set('X-Forwarded-For', ip)
    .send({ email, code })
    .expect(200);
  return { email, token: res.body.data.attributes.accessToken };
}

const contractOf = (id: string, token: string) => t.http.get(`/api/v1/businesses/${id}/contract`).set('Authorization', `Bearer ${token}`);

beforeAll(async () => {
  t = await startTestApp();
  await seedCivilRegistry(t);
  reviewer = (await staffToken(t, ['reviewer'])).token;
});
afterAll(() => t.close());

describe('GET /businesses/{id}/contract', () => {
  it('writes every clause from the record, follows a correction of the capital, and is its owner’s (or staff’s) only', async () => {
    const applicant = await signIn();
    const base = business();
    const payload = await companyPayload(t, applicant.token, {
      trade_name: { locale: 'ckb', name: `کۆمپانیای گرێبەست ${distinctKurdishWord()}`, protection_level: 'kri_level' },
      ceo: { ...base.ceo, full_name: 'ئاراس کەریم' },
      company: { ...base.company, capital_in_number: 2_000_000 },
      shareholders: [
        { ...base.shareholders[0]!, full_name: 'ئاراس کەریم', number_of_shares: 1_500_000 },
        { ...base.shareholders[1]!, full_name: 'ڕێبوار کەریم', number_of_shares: 500_000 },
      ],
      // An older client's typed clause: accepted, dropped, never printed.
      contract: { ...base.contract, clauses: { capital: '2,000,000 دینار' } } as never,
    });
    const created = await write(t.http.post('/api/v1/businesses'), { token: applicant.token }).send(payload);
    expect([created.status, created.body.errors]).toEqual([201, undefined]);
    const id = created.body.data.id as string;
    expect(created.body.data.attributes.details.contract).not.toHaveProperty('clauses');

    const [district, activity] = await Promise.all([
      t.db.owner.query<{ name: string; province: string }>(
        'SELECT d.name_ckb AS name, p.name_ckb AS province FROM districts d JOIN provinces p ON p.id = d.province_id WHERE d.id = $1',
        ['erbil-soran'],
      ),
      t.db.owner.query<{ name: string }>('SELECT COALESCE(label_ckb, label_en) AS name FROM activities WHERE id = $1', ['4711']),
    ]);

    const first = (await contractOf(id, applicant.token).expect(200)).body.data.attributes;
    expect(first.locale).toBe('ckb');
    expect(first.clauses.name).toContain(payload.trade_name.name);
    expect(first.clauses.address).toContain(`${district.rows[0]!.province}، ${district.rows[0]!.name}`);
    expect(first.clauses.activities[0]).toBe(`${activity.rows[0]!.name} (4711)`);
    expect(first.clauses.capital).toContain('٢٬٠٠٠٬٠٠٠ دیناری عێراقی');
    expect(first.shareholders).toEqual([
      { name: 'ئاراس کەریم', shares: 1_500_000, sharesText: '١٬٥٠٠٬٠٠٠', percent: '٧٥٪؜' },
      { name: 'ڕێبوار کەریم', shares: 500_000, sharesText: '٥٠٠٬٠٠٠', percent: '٢٥٪؜' },
    ]);
    expect(first.clauses.coordinator).toContain('ئاراس کەریم');
    expect(first.clauses.lawyer).toContain(base.contract.lawyer_name);

    // Somebody else's application does not exist for them; staff read it.
    await contractOf(id, (await signIn()).token).expect(404);
    await contractOf(id, reviewer).expect(200);

    await transitRequest(t, 'businesses', id, 'start_legal_check', reviewer, 1).expect(200);
    await transitRequest(t, 'businesses', id, 'return_to_applicant', reviewer, 2, {
      reason: 'Capital',
      target: 'requires_business_correction',
      fieldComments: { 'company.capital_in_number': 'The deposit letter says 3,000,000' },
    }).expect(200);
    const details = created.body.data.attributes.details;
    await write(t.http.put(`/api/v1/businesses/${id}`), { token: applicant.token })
      .send({
        section: 'business-info',
        changes: {
          company: { ...details.company, capital_in_number: 3_000_000 },
          shareholders: [
            { ...details.shareholders[0], number_of_shares: 2_400_000 },
            { ...details.shareholders[1], number_of_shares: 600_000 },
          ],
        },
      })
      .expect(200);

    const corrected = (await contractOf(id, applicant.token).expect(200)).body.data.attributes;
    expect(corrected.clauses.capital).toContain('٣٬٠٠٠٬٠٠٠ دیناری عێراقی');
    expect(corrected.shareholders.map((s: { sharesText: string; percent: string }) => [s.sharesText, s.percent])).toEqual([
      ['٢٬٤٠٠٬٠٠٠', '٨٠٪؜'],
      ['٦٠٠٬٠٠٠', '٢٠٪؜'],
    ]);
    expect(JSON.stringify(corrected)).not.toMatch(/٢٬٠٠٠٬٠٠٠|2,000,000/);
  });

  it('of a foreign branch names the parent company, its country in Kurdish and the branch manager (issue 34 §4)', async () => {
    const applicant = await signIn();
    const base = business();
    const payload = await companyPayload(t, applicant.token, {
      type: 'foreign_company',
      trade_name: { locale: 'ckb', name: `لقی ئەنادۆڵ ${distinctKurdishWord()}`, protection_level: 'kri_level' },
      company: { ...base.company, type: 'kri_branch', project_type: 'private', country: 'TR', capital_in_number: 500_000 },
      ceo: { ...base.ceo, full_name: 'کاروان عەبدوڵا' },
      shareholders: [{ type: 'moral', company_name: 'Anatolia Kablo A.Ş.', country_of_registration: 'TR', number_of_shares: 500_000 }],
      attachments: {
        primary_certificate: await upload(t, applicant.token, 'certificate'),
        parent_company_documents: [await upload(t, applicant.token, 'parent_company_document')],
      },
    });
    const created = await write(t.http.post('/api/v1/businesses'), { token: applicant.token }).send(payload);
    expect([created.status, created.body.errors]).toEqual([201, undefined]);
    const contract = (await contractOf(created.body.data.id, applicant.token).expect(200)).body.data.attributes;
    expect(contract.branch).toEqual({ parent: 'Anatolia Kablo A.Ş.', country: 'تورکیا', manager: 'کاروان عەبدوڵا' });
    expect(contract.clauses.parent).toContain('Anatolia Kablo A.Ş.');
    expect(contract.clauses.parent).toContain('تورکیا');
    expect(contract.clauses.coordinator).toMatch(/^بەڕێوەبەری لقەکە/);
    expect(contract.clauses.address).toMatch(/^نووسینگەی لقەکە/);

    // Its e-mails call it a branch, never a company of its own (the submission's, in Central Kurdish).
    const mail = await t.mail.waitFor(applicant.email, (m) => m.subject.includes(payload.trade_name.name));
    expect(mail.subject).toContain('لقی کۆمپانیای بیانی');
    expect(mail.text).toContain('(لقی کۆمپانیای بیانی:');
  });
});
