import { randomUUID } from 'node:crypto';
import { trademark } from '@registry/domain/applications/rules/payloads.fixture';
import { applicantToken, staffToken, write } from './support/http.js';
import { seedCivilRegistry, tradeNamePayload, transitRequest } from './support/applications.js';
import { eventually } from './support/eventually.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { ApplicationCommands } from '../src/modules/applications/collaborators/application-commands.js';
import { ApplicationKinds } from '../src/modules/applications/kinds/application-kinds.js';

/**
 * Trademark examination wired to the API (issue 33 §1): the public check of a word mark, the
 * same rule at a trademark's submission, and the examination in the reviewer's case file. The
 * held marks are the read model `rm_word_marks`; the trade names the name register's claims.
 */
let t: TestApp;
let applicant: { token: string; email: string };
let reviewer: string;
/** A held mark: بەختیار (Bakhtiyar) in class 29, an open application. */
let heldMark: string;
/** A held trade name, claimed by a trade-name application. */
let heldName: string;

const CHECK = '/api/v1/public/trademarks/word-mark-check';
const check = (body: object, language = 'en') => write(t.http.post(CHECK)).set('Accept-Language', language).send(body);
const markPayload = (wordMark: Record<string, string>, classes: number[]) => {
  const { logo: _none, ...details } = trademark({
    wordMark,
    classes: classes.map((classNumber) => ({ classNumber, terms: [`goods of class ${classNumber}`] })),
  });
  return details;
};
const submitMark = (wordMark: Record<string, string>, classes: number[]) =>
  write(t.http.post('/api/v1/trademarks'), { token: applicant.token }).send(markPayload(wordMark, classes));
const held = (streamId: string) =>
  eventually(
    async () => (await t.db.owner.query('SELECT count(*)::int AS n FROM rm_word_marks WHERE stream_id = $1', [streamId])).rows[0].n,
    (n) => n === 1,
    'the word mark held in rm_word_marks',
  );
const eventCount = async () => (await t.db.owner.query('SELECT count(*)::int AS n FROM es_events')).rows[0].n as number;

beforeAll(async () => {
  t = await startTestApp();
  await seedCivilRegistry(t);
  applicant = await applicantToken(t, `trademark-examination-${randomUUID()}@example.org`);
  reviewer = (await staffToken(t, ['reviewer'])).token;
  heldMark = (await submitMark({ ckb: 'بەختیار' }, [29]).expect(201)).body.data.id;
  await held(heldMark);
  const name = await write(t.http.post('/api/v1/trade_names'), { token: applicant.token })
    .send(await tradeNamePayload(t, applicant.token, 'چایخانەی ئاشتیخواز'))
    .expect(201);
  heldName = name.body.data.id;
}, 60_000);
afterAll(() => t.close());

describe('the public word-mark check', () => {
  it('refuses the same name in another script in the same class, naming the held mark’s words, classes and status only', async () => {
    const res = await check({ wordMark: { en: 'Bakhtiyar' }, classes: [29] }).expect(200);
    const answer = res.body.data.attributes;
    expect(res.body.data.type).toBe('word-mark-examinations');
    expect(answer.allowed).toBe(false);
    expect(answer.reasons).toEqual([
      expect.objectContaining({
        code: 'trademark.same-class-mark',
        field: 'wordMark',
        message: 'This mark is the same as or too similar to an earlier mark in the same Nice class (29): بەختیار',
      }),
    ]);
    expect(answer.conflicts).toHaveLength(1);
    expect(answer.conflicts[0]).toMatchObject({
      kind: 'mark',
      name: 'بەختیار',
      matchedWith: 'Bakhtiyar',
      classes: [29],
      status: 'pending',
      verdict: 'refuse',
      relation: 'same',
      reason: 'trademark.same-class-mark',
    });
    // Nothing about who holds it: no application, holder or reference.
    for (const key of ['id', 'holder', 'reference']) expect(answer.conflicts[0]).not.toHaveProperty(key);
    expect(JSON.stringify(res.body)).not.toContain(heldMark);
    expect(JSON.stringify(res.body)).not.toContain(applicant.email);
  });

  it('allows the same words in an unrelated class, listing the held mark as a weak conflict, in the reader’s language', async () => {
    const answer = (await check({ wordMark: { en: 'Bakhtiyar' }, classes: [13] }, 'ar').expect(200)).body.data.attributes;
    expect(answer.allowed).toBe(true);
    expect(answer.reasons).toEqual([]);
    expect(answer.conflicts).toEqual([
      expect.objectContaining({
        name: 'بەختیار',
        classes: [29],
        verdict: 'weak',
        relation: 'unrelated',
        reason: 'trademark.unrelated-class',
        message: expect.stringContaining('مسموح بها'),
      }),
    ]);
  });

  it('refuses a mark that is a trade name already held, and allows a distinct one', async () => {
    const refused = (await check({ wordMark: { ckb: 'چایخانەی ئاشتیخواز' }, classes: [43] }).expect(200)).body.data.attributes;
    expect(refused.allowed).toBe(false);
    expect(refused.reasons.map((r: { code: string }) => r.code)).toEqual(['trademark.trade-name-conflict']);
    expect(refused.conflicts[0]).toMatchObject({ kind: 'trade_name', status: 'pending', classes: [], relation: 'unclassified' });
    expect(JSON.stringify(refused)).not.toContain(heldName);

    const distinct = (await check({ wordMark: { en: 'Qandilstar' }, classes: [29] }).expect(200)).body.data.attributes;
    expect(distinct).toMatchObject({ allowed: true, reasons: [], conflicts: [] });
  });

  it('refuses a mark of generic words only at the field wordMark', async () => {
    const answer = (await check({ wordMark: { en: 'Trading Company' }, classes: [35] }).expect(200)).body.data.attributes;
    expect(answer.reasons).toEqual([
      expect.objectContaining({ code: 'trademark.generic-only', field: 'wordMark', message: expect.stringContaining('Word mark') }),
    ]);
  });

  it.each([
    ['no word mark', { classes: [29] }, 'wordMark'],
    ['an empty word mark', { wordMark: {}, classes: [29] }, 'wordMark'],
    ['a form in another language’s letters', { wordMark: { en: 'بەختیار' }, classes: [29] }, 'wordMark.en'],
    ['a word mark that is not an object', { wordMark: 'Bakhtiyar', classes: [29] }, 'wordMark'],
    ['an unknown language', { wordMark: { fr: 'Bakhtiyar' }, classes: [29] }, 'wordMark.fr'],
    ['a form far too long', { wordMark: { en: 'B'.repeat(5000) }, classes: [29] }, 'wordMark.en'],
    ['no classes', { wordMark: { en: 'Bakhtiyar' } }, 'classes'],
    ['an empty class list', { wordMark: { en: 'Bakhtiyar' }, classes: [] }, 'classes'],
    ['class 46', { wordMark: { en: 'Bakhtiyar' }, classes: [46] }, 'classes'],
    ['a class that is not a whole number', { wordMark: { en: 'Bakhtiyar' }, classes: ['thirty'] }, 'classes'],
    ['classes that are not a list', { wordMark: { en: 'Bakhtiyar' }, classes: 29 }, 'classes'],
  ])('answers 422 naming the field for %s, never 500', async (_what, body, field) => {
    const res = await check(body, 'ckb');
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: { meta?: { field?: string } }) => e.meta?.field)).toContain(field);
    for (const error of res.body.errors) expect(error.title).toEqual(expect.any(String));
  });

  it('answers 422 for a body that is not an object, and 403 without the anti-forgery pair', async () => {
    expect((await check([1, 2, 3])).status).toBe(422);
    expect((await t.http.post(CHECK).send({ wordMark: { en: 'Bakhtiyar' }, classes: [29] })).status).toBe(403);
  });
});

describe('the submission', () => {
  it('refuses a trademark whose word mark the rule refuses with 422 at wordMark and the reason code, and writes nothing', async () => {
    const before = await eventCount();
    const res = await submitMark({ en: 'Bakhtiyar' }, [29]).set('Accept-Language', 'en').expect(422);
    expect(res.body.errors).toEqual([
      expect.objectContaining({
        code: 'trademark.same-class-mark',
        source: { pointer: '/wordMark' },
        meta: expect.objectContaining({ field: 'wordMark' }),
      }),
    ]);
    expect(res.body.errors[0].title).toBe(
      'This mark is the same as or too similar to an earlier mark in the same Nice class (29): بەختیار',
    );
    expect(await eventCount()).toBe(before);

    // A trade name held refuses it too; the same words in an unrelated class are allowed.
    await submitMark({ ckb: 'چایخانەی ئاشتیخواز' }, [43]).expect(422);
    expect(await eventCount()).toBe(before);
    const weak = (await submitMark({ en: 'Bakhtiyar' }, [13]).expect(201)).body.data.id as string;
    await held(weak);

    // Returned for correction: moving the mark into the held mark's class is refused the same way;
    // a correction that leaves the words and classes alone is not examined again.
    await transitRequest(t, 'trademarks', weak, 'start_legal_check', reviewer, 1).expect(200);
    await transitRequest(t, 'trademarks', weak, 'return_to_applicant', reviewer, 2, { reason: 'Classes' }).expect(200);
    const correct = (changes: object) =>
      write(t.http.put(`/api/v1/trademarks/${weak}`), { token: applicant.token }).send({ section: 'trademark-info', changes });
    const refused = await correct({ classes: [{ classNumber: 29, terms: ['meat'] }] }).expect(422);
    expect(refused.body.errors).toEqual([expect.objectContaining({ code: 'trademark.same-class-mark', source: { pointer: '/wordMark' } })]);
    await correct({ phone_number: '07701234567' }).expect(200);
  });
});

describe('the case file of a trademark', () => {
  /**
   * A mark written through the aggregate without the submission's rules (a record from before a
   * rule, or one the rules would refuse), then its case file as a reviewer reads it in English.
   */
  async function submittedUnchecked(details: object) {
    const id = randomUUID();
    const kind = t.app.get(ApplicationKinds).named('trademarks');
    await t.app.get(ApplicationCommands).execute(kind.aggregate, id, {
      type: 'submit',
      at: new Date(),
      actor: { kind: 'applicant', email: applicant.email },
      details,
      ownerEmail: applicant.email,
    } as never);
    return (
      await t.http
        .get(`/api/admin/trademarks/${id}/case-file`)
        .set('Authorization', `Bearer ${reviewer}`)
        .set('Accept-Language', 'en')
        .expect(200)
    ).body;
  }
  it('names the goods and services the Nice list does not find in their class, and checks the owner against the civil registry', async () => {
    const { logo: _none, ...details } = trademark({
      wordMark: { en: 'Sarwaran' },
      // Tea is a class-30 good; meat (in Kurdish) is class 29's, filed here in 30.
      classes: [{ classNumber: 30, terms: ['tea', 'گۆشت'] }],
      owner: { type: 'natural', upn: '1999999999999' },
    });
    const file = await submittedUnchecked(details);
    const checks = Object.fromEntries(file.checks.map((c: { id: string }) => [c.id, c]));
    expect(checks.class_terms).toMatchObject({
      outcome: 'failed',
      params: { count: 1, terms: ['گۆشت'] },
      message: '1 goods or services were not found in their class’s list; read them against the Nice list: گۆشت',
    });
    expect(checks.owner_identity).toMatchObject({ outcome: 'failed', fields: ['owner.upn'] });
  });

  it('carries the examination, every conflict (weak ones too) with its holder, the mark’s words as title, and the conflict checks', async () => {
    // A record from before the rule (the submission would refuse it), written through the aggregate
    // without the rules: Bakhtiyar in class 30, coordinated with the held mark's 29 (refused), and
    // unrelated to the class-13 Bakhtiyar the submission test above let through (weak).
    const details = markPayload({ en: 'Bakhtiyar', ar: 'بختيار' }, [30]);

    const file = await submittedUnchecked(details);
    expect(file.title).toBe('Bakhtiyar / بختيار');
    expect(file.examination.allowed).toBe(false);
    expect(file.examination.reasons).toEqual([
      {
        code: 'trademark.related-class-mark',
        field: 'wordMark',
        message: 'This mark is the same as or too similar to an earlier mark in a related Nice class (30 ↔ 29): بەختیار',
      },
    ]);
    const conflicts = file.examination.conflicts as { verdict: string; holder: string; classes: number[]; heldAtSubmission: boolean }[];
    expect(conflicts.map((c) => [c.verdict, c.classes, c.holder])).toEqual([
      ['refuse', [29], heldMark],
      ['weak', [13], expect.any(String)],
    ]);
    expect(conflicts[1]).toMatchObject({ reason: 'trademark.unrelated-class', relation: 'unrelated', heldAtSubmission: true });
    const checks = Object.fromEntries(file.checks.map((c: { id: string }) => [c.id, c]));
    expect(checks.name_conflicts_now).toMatchObject({
      outcome: 'failed',
      fields: ['wordMark'],
      params: { count: 1, names: ['بەختیار'] },
      message: 'This mark now conflicts with 1 other mark(s) or trade name(s): بەختیار',
    });
    expect(checks.name_conflicts_at_submission).toMatchObject({ outcome: 'failed', params: { names: ['بەختیار'] } });

    // A mark's own checks only: none of a company's, which could never apply to it.
    expect(file.checks.map((c: { id: string }) => c.id)).toEqual([
      'name_conflicts_now',
      'name_conflicts_at_submission',
      'owner_identity',
      'class_terms',
    ]);

    // A trade name's case file is unchanged: no examination.
    const nameFile = (
      await t.http.get(`/api/admin/trade-names/${heldName}/case-file`).set('Authorization', `Bearer ${reviewer}`).expect(200)
    ).body;
    expect(nameFile).not.toHaveProperty('examination');
    expect(nameFile.title).toBe('چایخانەی ئاشتیخواز');
  });
});
