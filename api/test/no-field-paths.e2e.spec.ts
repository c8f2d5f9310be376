import { business, trademark, tradeName } from '@registry/domain/applications/rules/payloads.fixture';
import { companyPayload, seedCivilRegistry, transitRequest, upload } from './support/applications.js';
import { distinctKurdishWord } from './support/names.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { applicantToken, staffToken, write } from './support/http.js';

/**
 * Issue 34 §5: no field path (`locales.en`, `shareholders[1].upn`) and no id is ever shown to a
 * person. Every kind of status e-mail (submitted, a status change, with a reason, returned for
 * correction with the reviewer's comments on fields of every shape, both sides of a transfer), of
 * every kind of application, in the four languages, is scanned; links and e-mail addresses are
 * taken out first (a link carries the application's id on purpose).
 */
let t: TestApp;
let reviewer: string;

const LANGUAGES = ['ckb', 'en', 'ar', 'kmr'] as const;
/** A dotted or indexed field path, or a snake_case key, as an API names a field. */
const PATH = /\b[a-z]+(?:_[a-z]+)*(?:\.[a-z_]+|\[\d+\])+|\b[a-z]+_[a-z_]+\b/;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
// Links and e-mail addresses are meant to be read as they are.
const withoutLinks = (text: string) => text.replace(/https?:\/\/\S+|\/my-applications\/\S+|\S+@\S+/g, '');

const mailsTo = (email: string) => t.mail.list().filter((m) => m.to.some((to) => to.toLowerCase() === email.toLowerCase()));
async function waitForMails(email: string, n: number) {
  for (let i = 0; i < 600 && mailsTo(email).length < n; i++) await new Promise((r) => setTimeout(r, 25));
  return mailsTo(email);
}

beforeAll(async () => {
  t = await startTestApp();
  await seedCivilRegistry(t);
  reviewer = (await staffToken(t, ['reviewer'])).token;
});
afterAll(() => t.close());

it('no status e-mail of any kind, in any language, shows a field path or an id', async () => {
  const expected = new Map<string, number>();
  for (const language of LANGUAGES) {
    // A trade name: submitted, returned with comments on fields of every shape, then transferred.
    const owner = await applicantToken(t);
    const body = tradeName({
      name: `چایخانەی ${distinctKurdishWord()}`,
      locales: undefined,
      identity_documents: [await upload(t, owner.token, 'identity_document')],
    });
    const tn = await write(t.http.post('/api/v1/trade_names'), { token: owner.token }).set('Accept-Language', language).send(body);
    expect([tn.status, tn.body.errors]).toEqual([201, undefined]);
    const id = tn.body.data.id as string;
    await transitRequest(t, 'trade_names', id, 'start_legal_check', reviewer, 1).expect(200);
    await transitRequest(t, 'trade_names', id, 'return_to_applicant', reviewer, 2, {
      reason: 'Spelling',
      fieldComments: {
        'locales.en': 'The English spelling differs',
        'partners[0].upn': 'Unknown partner',
        upn: 'The owner’s number',
        name: 'Kurdish letters only',
        identity_documents: 'Unreadable',
      },
    }).expect(200);
    const newOwner = await applicantToken(t);
    await write(
      t.http.post(`/api/v1/trade_names/${id}/request_otp_for_transfer_ownership?new_email=${encodeURIComponent(newOwner.email)}`),
      { token: owner.token },
    ).expect(200);
    const code = /(?<![\da-f-])(\d{6})(?![\da-f])/i.exec((await t.mail.waitFor(newOwner.email)).text)![1];
    await write(t.http.put(`/api/v1/trade_names/${id}/request_transfer_ownership`), { token: owner.token })
      .send({ code, approvalDocuments: [await upload(t, owner.token, 'approval_document')] })
      .expect(200);
    expected.set(owner.email, 4); // submitted, legal check, returned, transferred away
    expected.set(newOwner.email, 2); // the transfer's code, now yours

    // A company returned with comments on a list item, the address, the CEO and the name's spelling.
    const companyOwner = await applicantToken(t);
    const base = business();
    const payload = await companyPayload(t, companyOwner.token, {
      trade_name: { locale: 'ckb', name: `کۆمپانیای ${distinctKurdishWord()}`, protection_level: 'kri_level' },
    });
    const company = await write(t.http.post('/api/v1/businesses'), { token: companyOwner.token })
      .set('Accept-Language', language)
      .send(payload);
    expect([company.status, company.body.errors]).toEqual([201, undefined]);
    await transitRequest(t, 'businesses', company.body.data.id, 'start_legal_check', reviewer, 1).expect(200);
    await transitRequest(t, 'businesses', company.body.data.id, 'return_to_applicant', reviewer, 2, {
      reason: 'Shares',
      target: 'requires_business_correction',
      fieldComments: {
        'shareholders[1].number_of_shares': 'Does not match the deposit',
        'shareholders.0.upn': 'Unknown',
        'company.address.location': 'Outside the district',
        'ceo.upn': 'Not the director',
        'company.capital_in_number': `At least ${base.company.capital_in_number}`,
      },
    }).expect(200);
    expected.set(companyOwner.email, 3);

    // A trademark: submitted, then rejected with a reason.
    const markOwner = await applicantToken(t);
    const mark = await write(t.http.post('/api/v1/trademarks'), { token: markOwner.token })
      .set('Accept-Language', language)
      .send(trademark({ logo: undefined, wordMark: { ckb: `زاگرۆس ${distinctKurdishWord()}` } }));
    expect([mark.status, mark.body.errors]).toEqual([201, undefined]);
    await transitRequest(t, 'trademarks', mark.body.data.id, 'start_legal_check', reviewer, 1).expect(200);
    await transitRequest(t, 'trademarks', mark.body.data.id, 'return_to_applicant', reviewer, 2, {
      reason: 'Classes',
      fieldComments: { 'classes[0].terms': 'Too broad', 'wordMark.en': 'Spell it in English too' },
    }).expect(200);
    expected.set(markOwner.email, 3);
  }

  let scanned = 0;
  const shown: string[] = [];
  for (const [email, n] of expected) {
    const mails = await waitForMails(email, n);
    if (mails.length < n) shown.push(`${email}: ${mails.length} of ${n} e-mails`);
    for (const mail of mails) {
      for (const text of [mail.subject, withoutLinks(mail.text)]) {
        const found = PATH.exec(text)?.[0] ?? UUID.exec(text)?.[0];
        if (found) shown.push(`«${found}» in «${mail.subject}»`);
      }
      scanned++;
    }
  }
  expect(shown).toEqual([]);
  // Every kind of mail was among them: the correction's field lines, both sides of a transfer.
  const all = [...expected.keys()].flatMap(mailsTo);
  expect(all.some((m) => m.text.includes('Name in English') || m.text.includes('ناو بە ئینگلیزی'))).toBe(true);
  expect(all.some((m) => /Shareholder 2|پشکداری ٢|المساهم ٢|Xwedîpişkê 2/.test(m.text))).toBe(true);
  expect(scanned).toBeGreaterThanOrEqual(4 * 12);
});
