import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from './support/test-app.js';
import { applicantToken, staffToken, write } from './support/http.js';
import { seedCivilRegistry, tradeNamePayload } from './support/applications.js';
import { importLegacyNames } from '../src/modules/trade-names/availability/legacy-import.js';

/**
 * Reintroducing a legacy name (issue 22 §9): the trade-name department (legacy.reintroduce)
 * names the applicant who may take a name of the old register; that applicant's availability
 * check and application then pass, anyone else's still meet the legacy name; the step is an
 * event in the event store, with who did it.
 */
let t: TestApp;
let department: { token: string; userId: string };
const ref = `RE-${randomUUID().slice(0, 8)}`;
const legacyName = 'Shirin Sweets House';
let id: string;

const reintroduce = (token: string, body: object, legacyId = id) =>
  write(t.http.post(`/api/admin/legacy-names/${legacyId}/reintroduce`), { token })
    .set('Accept-Language', 'en')
    .send(body);
const eligibility = (token?: string) => {
  const req = t.http
    .get(`/api/v1/public/trade_names/eligible?chosenTradeName=${encodeURIComponent(legacyName)}`)
    .set('Accept-Language', 'en');
  return token ? req.set('Authorization', `Bearer ${token}`) : req;
};
const reasons = async (token?: string) =>
  (await eligibility(token).expect(200)).body.data.attributes.reasons.map((r: { code: string }) => r.code);

beforeAll(async () => {
  t = await startTestApp();
  await seedCivilRegistry(t);
  department = await staffToken(t, ['trade_name_department']);
  await importLegacyNames(
    `legacy_ref,name,district_id,registered_on,owner_name\n${ref},${legacyName},,1998-05-06,Shirin Ahmed\n`,
    t.runtime.db.pool,
  );
  id = String((await t.db.owner.query(`SELECT id FROM tn_legacy_names WHERE legacy_ref = $1`, [ref])).rows[0].id);
});
afterAll(() => t.close());

describe('reintroducing a legacy name', () => {
  it('is for holders of legacy.reintroduce only', async () => {
    const owner = await applicantToken(t);
    await reintroduce((await staffToken(t, ['system_admin'])).token, { applicant_email: owner.email }).expect(403);
    await reintroduce((await staffToken(t, ['reviewer', 'director'])).token, { applicant_email: owner.email }).expect(403);
    await reintroduce(owner.token, { applicant_email: owner.email }).expect(403);
    await write(t.http.post(`/api/admin/legacy-names/${id}/reintroduce`))
      .send({ applicant_email: owner.email })
      .expect(401);
    expect(
      (await t.db.owner.query(`SELECT reintroduced_for FROM tn_legacy_names WHERE id = $1`, [id])).rows[0].reintroduced_for,
    ).toBeNull();
  });

  it('refuses a missing or malformed e-mail (naming the field) and an unknown name', async () => {
    const bad = await reintroduce(department.token, { applicant_email: 'not-an-address' }).expect(422);
    expect(bad.body.errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual(['/applicant_email']);
    await reintroduce(department.token, {}).expect(422);
    await reintroduce(department.token, { applicant_email: 'a@example.org' }, '999999999').expect(404);
  });

  it('lets the named applicant, and only them, take the name; recorded as an event with who did it', async () => {
    const owner = await applicantToken(t, `Owner-${randomUUID().slice(0, 6)}@Example.org`);
    const other = await applicantToken(t);
    // Before: a legacy name for everyone.
    expect(await reasons(owner.token)).toEqual(['trade-name.legacy']);

    const done = await reintroduce(department.token, { applicant_email: owner.email }).expect(200);
    expect(done.body).toMatchObject({
      id,
      legacy_ref: ref,
      reintroduced_for: owner.email.toLowerCase(),
      reintroduced_at: expect.any(String),
    });
    expect(
      (await t.http.get(`/api/admin/legacy-names/${id}`).set('Authorization', `Bearer ${department.token}`).expect(200)).body
        .reintroduced_for,
    ).toBe(owner.email.toLowerCase());

    const events = await t.runtime.eventStore.readStream(`legacy-name-${ref}`);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'legacy-name.reintroduced',
      streamType: 'legacy-name',
      data: { legacyRef: ref, name: legacyName, applicantEmail: owner.email.toLowerCase() },
      metadata: { actor: { kind: 'staff', id: department.userId } },
    });

    // The availability check: free for the owner, still legacy for anyone else.
    expect(await reasons(owner.token)).toEqual([]);
    expect(await reasons(other.token)).toEqual(['trade-name.legacy']);
    expect(await reasons()).toEqual(['trade-name.legacy']);

    // The application: refused to another applicant, accepted from the owner.
    const refused = await write(t.http.post('/api/v1/trade_names'), { token: other.token })
      .set('Accept-Language', 'en')
      .send(await tradeNamePayload(t, other.token, legacyName, { locale: 'en', protection_level: 'kri_level', district_id: undefined }))
      .expect(422);
    expect(refused.body.errors.map((e: { code: string }) => e.code)).toContain('trade-name.legacy');
    await write(t.http.post('/api/v1/trade_names'), { token: owner.token })
      .send(await tradeNamePayload(t, owner.token, legacyName, { locale: 'en', protection_level: 'kri_level', district_id: undefined }))
      .expect(201);
    // Once claimed, the name is the owner's application's: another applicant now meets that claim.
    expect(await reasons(other.token)).toContain('trade-name.pending');
  });
});
