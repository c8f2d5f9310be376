import { randomUUID } from 'node:crypto';
import { business, trademark } from '@registry/domain/applications/rules/payloads.fixture';
import { LOCALES, RTL_LOCALES, type Locale } from '@registry/domain/shared/i18n/locale';
import { statusLabel } from '@registry/domain/applications/workflow/presentation';
import { enqueueMail } from '../src/infrastructure/outbox/outbox.js';
import { formatMailNumber, mailTemplateNames, type MailParams } from '../src/infrastructure/outbox/templates.js';
import type { CaughtMail } from '../src/infrastructure/mail/mail-catcher.js';
import { KIND_LABELS } from '../src/modules/applications/status-mail-templates.js';
import { commentLines } from '../src/modules/applications/projections/application-notifications.projection.js';
import { linkOrigin } from '../src/config/config.js';
import { companyPayload, seedCivilRegistry, transitRequest, upload } from './support/applications.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { applicantToken, staffToken, write } from './support/http.js';

/**
 * Issue 35 §6: every e-mail in its recipient's language (the account's, else the one the
 * application was made in), with an HTML part whose links are anchors and a text part with the
 * same absolute links, and no key, field path or unfilled parameter in either. Read from the real
 * SMTP sink the application sends to.
 */
let t: TestApp;
let origin: string;

beforeAll(async () => {
  t = await startTestApp();
  origin = linkOrigin(t.runtime.config);
  await seedCivilRegistry(t);
});
afterAll(() => t.close());

/** A word every e-mail of the language carries (its signature), and no e-mail of another language does. */
const LANGUAGE_MARK: Readonly<Record<Locale, string>> = {
  ckb: 'تۆمارگەی کۆمپانیاکان',
  en: 'Business Registry',
  ar: 'سجل الشركات',
  kmr: 'Qeyda Şirketan',
};

const URL_IN_TEXT = /https?:\/\/[^\s<>"]+/g;
const EMAIL_ADDRESS = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
/** What a message key or a field path looks like (`applications.status-changed`, `trade_name.name`, `returned_to_applicant`). */
const KEY_LIKE = /\b[a-z][a-z0-9_-]*(\.[a-z0-9_-]+)+\b|\b[a-z]+_[a-z_]+\b/i;

/** A trademark without a logo; each test's words its own, so that no mark conflicts with another. */
const markPayload = (wordMark: Record<string, string>) => {
  const { logo: _none, ...details } = trademark({ wordMark });
  return details;
};

const hrefsOf = (html: string) => [...html.matchAll(/<a\s[^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)];
const decoded = (value: string) => value.replace(/&amp;/g, '&');

/** The checks every e-mail passes: its language, its links, and nothing left of the machinery. */
function expectWellWritten(mail: CaughtMail, locale: Locale, link: string | null): void {
  const html = mail.html ?? '';
  const dir = RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
  expect(html).toContain(`<html lang="${locale}" dir="${dir}">`);
  expect(mail.text).toContain(LANGUAGE_MARK[locale]);
  for (const other of LOCALES.filter((l) => l !== locale)) expect(`${mail.subject}\n${mail.text}`).not.toContain(LANGUAGE_MARK[other]);

  const anchors = hrefsOf(html);
  const textLinks = mail.text.match(URL_IN_TEXT) ?? [];
  // The same links in both parts, each anchor's text its own address.
  expect(anchors.map((a) => decoded(a[1]!))).toEqual(textLinks);
  for (const anchor of anchors) expect(anchor[2]).toBe(anchor[1]);
  expect(textLinks).toEqual(link ? [link] : []);

  for (const part of [mail.subject, mail.text, html.replace(/<[^>]*>/g, ' ')]) {
    expect(part).not.toMatch(/\{\{|\}\}/);
    const words = part.replace(URL_IN_TEXT, ' ').replace(EMAIL_ADDRESS, ' ');
    expect(words).not.toMatch(KEY_LIKE);
  }
}

describe('every e-mail template in every language, through the outbox and SMTP', () => {
  const reference = 'CO-2026-000042';
  const name = 'کۆمپانیای زاگرۆس';
  const paramsOf = (template: string, locale: Locale, link: string): MailParams | undefined => {
    const kind = KIND_LABELS.business[locale];
    const status = { kind, name, reference, link };
    switch (template) {
      case 'applicant-access.sign-in-code':
      case 'applicant-access.sign-in-code-renewed':
        return { code: '048213', minutes: 10 };
      case 'applicant-access.transfer-code':
      case 'applicant-access.transfer-code-renewed':
        return { code: '048213', minutes: 10, kind, name, reference, from: 'owner@example.org', link };
      case 'applications.transferred-away':
        return { kind, name, reference, newOwner: 'new-owner@example.org' };
      case 'applications.transferred-to-you':
        return { kind, name, reference, previousOwner: 'owner@example.org', link };
      case 'applications.status-changed':
        return { ...status, status: statusLabel('legal_checking', locale) };
      case 'applications.status-changed-with-reason':
        return { ...status, status: statusLabel('rejected', locale), reason: 'ـ' };
      case 'applications.returned-for-correction':
        return {
          ...status,
          status: statusLabel('requires_trade_name_correction', locale),
          reason: 'ـ',
          comments: commentLines({ 'trade_name.name': '«زاگرۆس»', 'ceo.phone_number': '+964' }, locale),
        };
      case 'staff.assigned':
      case 'staff.resubmitted':
      case 'staff.due-soon':
        return { name: `\u2068${name}\u2069`, reference: '1a2b3c4d', link };
      default:
        return undefined;
    }
  };

  it('knows every registered template', () => {
    const names = mailTemplateNames().filter((n) => !n.startsWith('test.'));
    expect(names.length).toBeGreaterThanOrEqual(8);
    // A new template fails here until it is given parameters above, and so is checked below.
    expect(names.filter((n) => !paramsOf(n, 'en', `${origin}/x`))).toEqual([]);
  });

  it('writes each in the language it was queued in, with its link an anchor, and no key, path or parameter showing', async () => {
    const sent: { to: string; template: string; locale: Locale; link: string | null }[] = [];
    for (const template of mailTemplateNames().filter((n) => !n.startsWith('test.'))) {
      for (const locale of LOCALES) {
        const to = `mail-${locale}-${randomUUID()}@example.org`;
        const link = template.startsWith('staff.')
          ? `${origin}/admin/#/businesses/${randomUUID()}/show`
          : `${origin}/my-applications/businesses/${randomUUID()}`;
        const params = paramsOf(template, locale, link)!;
        await enqueueMail(t.db.owner, { to, template, locale, params });
        sent.push({ to, template, locale, link: 'link' in params ? link : null });
      }
    }
    expect(sent).toHaveLength(mailTemplateNames().filter((n) => !n.startsWith('test.')).length * LOCALES.length);
    for (const { to, template, locale, link } of sent) {
      const mail = await t.mail.waitFor(to, () => true, 20_000);
      try {
        expectWellWritten(mail, locale, link);
        // Numbers in the language's digits (Kurdish and Arabic: ١٠).
        if (template.startsWith('applicant-access.')) expect(mail.text).toContain(formatMailNumber(10, locale));
      } catch (error) {
        throw new Error(`${template} in ${locale}: ${(error as Error).message}`, { cause: error });
      }
    }
  });
});

describe('the recipient’s language: the account’s, else the application’s', () => {
  let reviewer: string;
  beforeAll(async () => {
    reviewer = (await staffToken(t, ['reviewer'])).token;
  });

  /** An applicant whose account is in `locale`, as the portal records it when they choose a language. */
  async function accountIn(locale: Locale) {
    const applicant = await applicantToken(t);
    const self = await t.http.get('/api/v1/users/self').set('Authorization', `Bearer ${applicant.token}`).expect(200);
    await write(t.http.patch('/api/v1/users/self'), { token: applicant.token })
      .send({ locale, version: self.body.data.attributes.version })
      .expect(200);
    return applicant;
  }

  const submit = (path: string, token: string, body: object, locale: Locale) =>
    write(t.http.post(`/api/v1/${path}`), { token })
      .set('Accept-Language', locale)
      .send(body)
      .expect(201);

  async function mailsTo(email: string, count: number): Promise<CaughtMail[]> {
    await t.runtime.projections.catchUp();
    for (let i = 0; i < 400 && t.mail.list().filter((m) => m.to.includes(email)).length < count; i++)
      await new Promise((r) => setTimeout(r, 25));
    return t.mail.list().filter((m) => m.to.includes(email));
  }

  it('an English account receives its company, branch and trademark e-mails in English, the correction with the fields’ English labels', async () => {
    const applicant = await accountIn('en');
    // Made from a Kurdish screen: the account's language still decides.
    const company = (
      await submit(
        'businesses',
        applicant.token,
        await companyPayload(t, applicant.token, {
          trade_name: { locale: 'ckb', name: 'کۆمپانیای ڕووبار', protection_level: 'kri_level' },
        }),
        'ckb',
      )
    ).body.data;
    const branch = (
      await submit(
        'businesses',
        applicant.token,
        await companyPayload(t, applicant.token, {
          type: 'foreign_company',
          company: { ...business().company, type: 'kri_branch', country: 'TR' },
          trade_name: { locale: 'en', name: 'Anatolia Branch', protection_level: 'kri_level' },
          attachments: {
            primary_certificate: await upload(t, applicant.token, 'certificate'),
            parent_company_documents: [await upload(t, applicant.token, 'parent_company_document')],
          },
        }),
        'en',
      )
    ).body.data;
    const mark = (await submit('trademarks', applicant.token, markPayload({ ckb: 'هەڵۆی شاخ', en: 'Mountain Hawk' }), 'ckb')).body.data;
    await transitRequest(t, 'businesses', company.id, 'start_legal_check', reviewer, 1).expect(200);
    await transitRequest(t, 'businesses', company.id, 'return_to_applicant', reviewer, 2, {
      reason: 'Trade name',
      target: 'requires_trade_name_correction',
      fieldComments: { 'trade_name.name': 'Too general', 'ceo.phone_number': 'Unreachable' },
    }).expect(200);

    const mails = await mailsTo(applicant.email, 5);
    expect(mails).toHaveLength(5);
    const about = (reference: string) => mails.filter((m) => m.subject.includes(reference));
    expect(
      about(company.attributes.reference)
        .map((m) => m.subject)
        .sort(),
    ).toEqual(
      [
        `Your application ${company.attributes.reference} — ${KIND_LABELS.business.en} «کۆمپانیای ڕووبار»: ${statusLabel('submitted', 'en')}`,
        `Your application ${company.attributes.reference} — ${KIND_LABELS.business.en} «کۆمپانیای ڕووبار»: ${statusLabel('legal_checking', 'en')}`,
        `Your application ${company.attributes.reference} — ${KIND_LABELS.business.en} «کۆمپانیای ڕووبار»: ${statusLabel('requires_trade_name_correction', 'en')}`,
      ].sort(),
    );
    expect(about(branch.attributes.reference)).toHaveLength(1);
    expect(about(mark.attributes.reference)).toHaveLength(1);
    for (const mail of mails) {
      const id = [company, branch, mark].find((a) => mail.subject.includes(a.attributes.reference))!.id;
      const path = mail.subject.includes(mark.attributes.reference) ? 'trademarks' : 'businesses';
      expectWellWritten(mail, 'en', `${origin}/my-applications/${path}/${id}`);
    }
    const correction = mails.find((m) => m.subject.endsWith(statusLabel('requires_trade_name_correction', 'en')))!;
    expect(correction.text).toContain('What to correct:');
    expect(correction.text).toMatch(/• [^\n:]+: Too general/);
    expect(correction.text).not.toContain('trade_name.name');
  });

  it('an account that changes its language receives the next e-mail in the new one', async () => {
    const applicant = await accountIn('ckb');
    const mark = (await submit('trademarks', applicant.token, markPayload({ ckb: 'گوڵی بەهار', en: 'Spring Rose' }), 'ckb')).body.data;
    const [submitted] = await mailsTo(applicant.email, 1);
    expectWellWritten(submitted!, 'ckb', `${origin}/my-applications/trademarks/${mark.id}`);

    const self = await t.http.get('/api/v1/users/self').set('Authorization', `Bearer ${applicant.token}`).expect(200);
    await write(t.http.patch('/api/v1/users/self'), { token: applicant.token })
      .send({ locale: 'kmr', version: self.body.data.attributes.version })
      .expect(200);
    await transitRequest(t, 'trademarks', mark.id, 'start_legal_check', reviewer, 1).expect(200);
    const latest = (await mailsTo(applicant.email, 2)).find((m) => m !== submitted)!;
    expect(latest.subject).toContain(statusLabel('legal_checking', 'kmr'));
    expectWellWritten(latest, 'kmr', `${origin}/my-applications/trademarks/${mark.id}`);
  });

  it('without an account’s language, the e-mails are in the language the application was made in', async () => {
    // A session with no profile row yet: nothing says the applicant's language but the submission.
    const applicant = await applicantToken(t);
    const mark = (await submit('trademarks', applicant.token, markPayload({ ckb: 'دەریای شین', en: 'Blue Sea' }), 'ar')).body.data;
    const [mail] = await mailsTo(applicant.email, 1);
    expect(mail!.subject).toContain(statusLabel('submitted', 'ar'));
    expectWellWritten(mail!, 'ar', `${origin}/my-applications/trademarks/${mark.id}`);
    const submitted = await t.db.owner.query(
      `SELECT data->>'locale' AS locale FROM es_events WHERE stream_id = $1 AND stream_version = 1`,
      [mark.id],
    );
    expect(submitted.rows[0].locale).toBe('ar');
  });

  it('a sign-in code goes in the account’s language, and to an address without an account in the screen’s', async () => {
    const generate = (email: string, locale: Locale) =>
      write(t.http.post('/api/v1/generate-otp'))
        .set('Accept-Language', locale)
        .set('X-Forwarded-For', '203.0.113.35')
        .send({ email })
        .expect(200);
    const known = await accountIn('ar');
    await generate(known.email, 'ckb');
    const toKnown = await t.mail.waitFor(known.email);
    expect(toKnown.subject).toBe('رمز التحقق من بريدك الإلكتروني');
    expectWellWritten(toKnown, 'ar', null);

    const stranger = `new-${randomUUID()}@example.org`;
    await generate(stranger, 'kmr');
    expectWellWritten(await t.mail.waitFor(stranger), 'kmr', null);
  });

  it('a transfer code goes in the recipient account’s language, the application’s kind in it too', async () => {
    const owner = await accountIn('ckb');
    const recipient = await accountIn('en');
    const mark = (await submit('trademarks', owner.token, markPayload({ ckb: 'ئەستێرەی ڕۆژ', en: 'Day Star' }), 'ckb')).body.data;
    await write(
      t.http.post(`/api/v1/trademarks/${mark.id}/request_otp_for_transfer_ownership?new_email=${encodeURIComponent(recipient.email)}`),
      { token: owner.token },
    )
      .set('Accept-Language', 'ckb')
      .expect(200);
    const mail = await t.mail.waitFor(recipient.email, (m) => m.subject.includes(mark.attributes.reference));
    expect(mail.subject).toBe(`Transfer of application ${mark.attributes.reference} to this e-mail`);
    expect(mail.text).toContain(`${KIND_LABELS.trademark.en}: «`);
    // Where the code is typed, as a link (issue 34 §6).
    const transferPage = `${origin}/my-applications/trademarks/${mark.id}/transfer`;
    expect(mail.text).toContain('enter the code on the application');
    expectWellWritten(mail, 'en', transferPage);

    // Confirmed with the code: each side is told by e-mail in their own language, naming the other.
    const code = /: (\d{6})/.exec(mail.text)![1];
    const approval = await upload(t, owner.token, 'approval_document');
    await write(t.http.put(`/api/v1/trademarks/${mark.id}/request_transfer_ownership`), { token: owner.token })
      .send({ code, approvalDocuments: [approval] })
      .expect(200);
    const away = await t.mail.waitFor(owner.email, (m) => m.text.includes(recipient.email));
    expectWellWritten(away, 'ckb', null);
    expect(away.subject).toContain(mark.attributes.reference);
    const toYou = await t.mail.waitFor(
      recipient.email,
      (m) => m.subject === `Application ${mark.attributes.reference} is now yours — ${KIND_LABELS.trademark.en} «ئەستێرەی ڕۆژ»`,
    );
    expect(toYou.text).toContain(`transferred from ${owner.email}`);
    expectWellWritten(toYou, 'en', `${origin}/my-applications/trademarks/${mark.id}`);
  });
});
