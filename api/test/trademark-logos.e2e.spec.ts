import { randomUUID } from 'node:crypto';
import { trademark } from '@registry/domain/applications/rules/payloads.fixture';
import { compareLogos, type LogoBand } from '@registry/domain/trademarks/examination/index';
import type { CaseFileExamination } from '@registry/domain/applications/rules/case-file';
import { logoPhash } from '#src/modules/trademarks/projections/logo-hash';
import { applicantToken, staffToken, write } from './support/http.js';
import { cashReceipt, seedCivilRegistry, transitRequest, upload } from './support/applications.js';
import { eventually } from './support/eventually.js';
import { DISGUISES, logoPng, type Disguise, type Drawing } from './support/logos.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Figurative marks (issue 33 §1): a mark's logo is hashed (sharp-phash) when the read model
 * `rm_word_marks` takes it in, and the examiner's case file lists the marks held whose logos are
 * near or similar. First the measured table: real images made with sharp, the same logo disguised
 * against distinct logos. Then the case file, on the real database.
 */

/** [what, left, right, the band expected]: a pair is a drawing, or a drawing disguised. */
type Side = Drawing | [Drawing, Disguise | 'on a transparent ground'];
const PAIRS: [string, LogoBand, Side, Side][] = [
  ['the same logo as a JPEG', 'near', 'falcon', ['falcon', 'as a JPEG of quality 60']],
  ['the same logo resized', 'near', 'falcon', ['falcon', 'resized to 97 px']],
  ['the same logo recoloured', 'near', 'falcon', ['falcon', 'recoloured (hue turned 20°, less saturated)']],
  ['the same logo with a border', 'near', 'falcon', ['falcon', 'with a 16 px white border']],
  ['the same logo enlarged and saved as a JPEG', 'near', 'falcon', ['falcon', 'enlarged to 600 px and saved as a JPEG']],
  ['the same logo darkened and re-encoded', 'near', 'falcon', ['falcon', 'darkened a little and re-encoded']],
  ['the same logo on a transparent ground', 'near', 'falcon', ['falcon', 'on a transparent ground']],
  ['a word logo resized', 'near', 'word', ['word', 'resized to 97 px']],
  ['a leaf as a JPEG', 'near', 'leaf', ['leaf', 'as a JPEG of quality 60']],
  ['a star with a border', 'near', 'star', ['star', 'with a 16 px white border']],
  ['sun and mountain against a star', 'distinct', 'falcon', 'star'],
  ['sun and mountain against a word', 'distinct', 'falcon', 'word'],
  ['sun and mountain against a leaf', 'distinct', 'falcon', 'leaf'],
  ['a star against a word', 'distinct', 'star', 'word'],
  ['a word against a ring', 'distinct', 'word', 'ring'],
  ['a leaf against bars', 'distinct', 'leaf', 'bars'],
  ['a ring against a star', 'distinct', 'ring', 'star'],
  // The hash's known limit: two plain shapes of large dark areas can land within the similar band.
  ['bars against a ring (a known limit)', 'similar', 'bars', 'ring'],
];

const image = async (side: Side): Promise<Buffer> => {
  if (typeof side === 'string') return logoPng(side);
  const [drawing, disguise] = side;
  return disguise === 'on a transparent ground' ? logoPng(drawing, 'none') : DISGUISES[disguise](await logoPng(drawing));
};

describe('the perceptual hash, measured on real images', () => {
  const measured: string[] = [];
  afterAll(() => process.stdout.write(`logo pairs measured (distance of 64 bits):\n${measured.join('\n')}\n`));

  it.each(PAIRS)('%s: %s', async (what, band, left, right) => {
    const [a, b] = await Promise.all([image(left).then(logoPhash), image(right).then(logoPhash)]);
    const comparison = compareLogos(a, b);
    measured.push(`${what}\t${comparison.distance}\t${comparison.band}`);
    expect(comparison.band).toBe(band);
  });

  it('answers a hash of 16 hex digits, the same for the same bytes, and refuses what is not an image', async () => {
    const png = await logoPng('falcon');
    expect(await logoPhash(png)).toMatch(/^[0-9a-f]{16}$/);
    expect(await logoPhash(png)).toBe(await logoPhash(Buffer.from(png)));
    await expect(logoPhash(Buffer.concat([png.subarray(0, 8), Buffer.alloc(64, 1)]))).rejects.toThrow();
  });
});

describe('similar logos in the examiner’s case file', () => {
  let t: TestApp;
  let applicant: { token: string; email: string };
  let reviewer: string;
  /** قەندیل in class 30, reserved, with the sun-and-mountain logo as a PNG. */
  let registered: string;
  /** A second application, other words, with the same logo re-encoded as a JPEG. */
  let copy: string;
  /** A third, with a distinct logo (the star). */
  let distinct: string;
  /** A fourth, with no logo. */
  let withoutLogo: string;
  /** A fifth, whose logo starts as a PNG but is not an image sharp can read (the uploads check the first bytes only). */
  let unreadable: string;

  const uploadLogo = async (content: Buffer, name: string) =>
    (await write(t.http.post('/api/v1/files'), { token: applicant.token }).field('kind', 'logo').attach('file', content, name).expect(201))
      .body.data.id as string;
  const submitMark = async (wordMark: Record<string, string>, logo?: string) => {
    const { logo: _fixture, ...details } = trademark({ wordMark, classes: [{ classNumber: 30, terms: ['coffee'] }] });
    const res = await write(t.http.post('/api/v1/trademarks'), { token: applicant.token })
      .send({ ...details, ...(logo ? { logo } : {}) })
      .expect(201);
    return res.body.data.id as string;
  };
  const projected = (id: string, status: string) =>
    eventually(
      async () => (await t.db.owner.query('SELECT status FROM rm_word_marks WHERE stream_id = $1', [id])).rows[0]?.status,
      (s) => s === status,
      `the mark at ${status} in rm_word_marks`,
    );
  const examination = async (id: string): Promise<CaseFileExamination> =>
    (await t.http.get(`/api/admin/trademarks/${id}/case-file`).set('Authorization', `Bearer ${reviewer}`).expect(200)).body.examination;

  beforeAll(async () => {
    t = await startTestApp();
    await seedCivilRegistry(t);
    applicant = await applicantToken(t, `trademark-logos-${randomUUID()}@example.org`);
    reviewer = (await staffToken(t, ['reviewer'])).token;
    const director = (await staffToken(t, ['director'])).token;
    const cashier = (await staffToken(t, ['cashier'])).token;
    const original = await logoPng('falcon');

    registered = await submitMark({ ckb: 'قەندیل' }, await uploadLogo(original, 'logo.png'));
    await transitRequest(t, 'trademarks', registered, 'start_legal_check', reviewer, 1).expect(200);
    await transitRequest(t, 'trademarks', registered, 'recommend_approval', reviewer, 2).expect(200);
    await transitRequest(t, 'trademarks', registered, 'approve', director, 3).expect(200);
    await transitRequest(t, 'trademarks', registered, 'confirm_payment', cashier, 4, cashReceipt()).expect(200);
    await projected(registered, 'reserved');

    copy = await submitMark({ en: 'Shanadar' }, await uploadLogo(await DISGUISES['as a JPEG of quality 60'](original), 'copy.jpg'));
    distinct = await submitMark({ en: 'Biara' }, await uploadLogo(await logoPng('star'), 'star.png'));
    withoutLogo = await submitMark({ en: 'Hajiomaran' });
    unreadable = await submitMark({ en: 'Penjwen' }, await upload(t, applicant.token, 'logo', 'png'));
    await Promise.all([copy, distinct, withoutLogo, unreadable].map((id) => projected(id, 'submitted')));
  }, 120_000);
  afterAll(() => t?.close());

  it('stores each logo’s hash beside it in rm_word_marks, and none for a mark without a logo', async () => {
    const { rows } = await t.db.owner.query('SELECT stream_id, logo, logo_phash FROM rm_word_marks WHERE stream_id = ANY($1)', [
      [registered, copy, distinct, withoutLogo, unreadable],
    ]);
    const byId = new Map(rows.map((r) => [r.stream_id, r]));
    for (const id of [registered, copy, distinct])
      expect(byId.get(id)).toMatchObject({ logo: expect.any(String), logo_phash: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(byId.get(withoutLogo)).toMatchObject({ logo: null, logo_phash: null });
    // Submitted and projected all the same: an unreadable image is simply not compared.
    expect(byId.get(unreadable)).toMatchObject({ logo: expect.any(String), logo_phash: null });
  });

  it('lists the registered mark among a re-encoded copy’s similar logos, with its distance, and never refuses for it', async () => {
    const answer = await examination(copy);
    expect(answer.allowed).toBe(true);
    expect(answer.reasons).toEqual([]);
    const logos = answer.similarLogos!;
    expect(logos.map((l) => l.id)).toContain(registered);
    const hit = logos.find((l) => l.id === registered)!;
    expect(hit).toMatchObject({
      reference: expect.stringMatching(/^TM-\d{4}-\d{6}$/),
      name: 'قەندیل',
      classes: [30],
      status: 'reserved',
      band: 'near',
      logo: expect.any(String),
    });
    expect(hit.distance).toBeLessThanOrEqual(8);
    expect(hit.similarity).toBeCloseTo(1 - hit.distance / 64, 2);
    expect(logos.map((l) => l.id)).not.toContain(distinct);
    expect(logos.map((l) => l.id)).not.toContain(copy);
  });

  it('does not list the registered mark for a different logo, and says "not compared" for a mark without a readable one', async () => {
    const star = await examination(distinct);
    expect(star.similarLogos).not.toBeNull();
    expect(star.similarLogos!.map((l) => l.id)).not.toContain(registered);
    expect(star.similarLogos!.map((l) => l.id)).not.toContain(copy);
    expect((await examination(withoutLogo)).similarLogos).toBeNull();
    expect((await examination(unreadable)).similarLogos).toBeNull();
  });

  it('hashes the logos of marks recorded before the column again when the read model is replayed (what the migration does)', async () => {
    const before = (await t.db.owner.query('SELECT logo_phash FROM rm_word_marks WHERE stream_id = $1', [registered])).rows[0].logo_phash;
    await t.db.owner.query('UPDATE rm_word_marks SET logo_phash = NULL');
    expect((await examination(copy)).similarLogos).toBeNull();
    await t.runtime.projections.rebuild('word-marks');
    const after = (await t.db.owner.query('SELECT logo_phash FROM rm_word_marks WHERE stream_id = $1', [registered])).rows[0].logo_phash;
    expect(after).toBe(before);
    expect((await examination(copy)).similarLogos!.map((l) => l.id)).toContain(registered);
  });

  it('shows the copy to the registered mark’s examiner too: open applications are held, as for word marks', async () => {
    expect((await examination(registered)).similarLogos!.map((l) => l.id)).toContain(copy);
  });
});
