import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslateFunction } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { deepMerge } from '#src/deep-merge';
import { ar } from '#src/i18n/ar';
import { ckb } from '#src/i18n/ckb';
import { en } from '#src/i18n/en';
import { kmr } from '#src/i18n/kmr';
import { localizedInterpolation, TWO_FORM_PLURALS } from '#src/providers/localized-interpolation';
import { caseFormat } from '../applications/case-format';
import { changedValueText } from '../applications/ChangesTable';
import { auditMessages } from './messages';
import { securitySentence, securitySubjectText } from './security-sentences';
import { trailRecordText } from './trail-record';

const OWN = { en, ckb, ar, kmr } as const;
type Locale = keyof typeof OWN;

/** The back office's translate in a language, as its i18n provider builds it (the audit screens' texts merged in). */
function translatorOf(locale: Locale): TranslateFunction {
  const messages = deepMerge(englishMessages, en, auditMessages.en, ...(locale === 'en' ? [] : [OWN[locale], auditMessages[locale]]));
  const provider = polyglotI18nProvider(() => messages as never, locale, [{ locale, name: locale }], {
    allowMissing: true,
    replace: localizedInterpolation(() => locale),
    pluralRules: TWO_FORM_PLURALS,
  });
  return ((key: string, options?: Record<string, unknown>) => provider.translate(key, options)) as TranslateFunction;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}/i;
const holiday = {
  event: 'working-calendar.day-set',
  actorName: 'ئاسۆ ڕەحیم',
  subject: 'working-calendar:2027-03-21',
  details: { date: '2027-03-21', before: null, after: { workingTime: 'off', name: { ckb: 'نەورۆز', en: 'Newroz' } } },
};

describe('a security-log entry as a sentence (issue 35 §3)', () => {
  it('says who marked which day a holiday, in words and the reader’s digits', () => {
    expect(securitySentence(translatorOf('en'), caseFormat('en'), holiday)).toBe('ئاسۆ ڕەحیم marked 21 March 2027 a holiday (Newroz)');
    // The day as caseFormat writes it (Node has Sorani dates, Chromium composes them).
    const day = caseFormat('ckb').date('2027-03-21');
    expect(day).toMatch(/^٢١.*ئازار.*٢٠٢٧$/);
    expect(securitySentence(translatorOf('ckb'), caseFormat('ckb'), holiday)).toBe(`ئاسۆ ڕەحیم ڕۆژی ${day} وەک پشوو دیاری کرد (نەورۆز)`);
    const arabic = securitySentence(translatorOf('ar'), caseFormat('ar'), holiday)!;
    expect(arabic).toMatch(/^جعل ئاسۆ ڕەحیم يوم .*٢٠٢٧ عطلة \(نەورۆز\)$/);
    expect(securitySentence(translatorOf('kmr'), caseFormat('kmr'), holiday)).toBe(
      `ئاسۆ ڕەحیم roja ${caseFormat('kmr').date('2027-03-21')} wek betlane destnîşan kir (Newroz)`,
    );
  });

  it('says how many open applications the change moves, in each language’s plural form and digits', () => {
    const moving = (count: number) => ({ ...holiday, details: { ...holiday.details, movedApplications: count } });
    const en = (count: number) => securitySentence(translatorOf('en'), caseFormat('en'), moving(count));
    expect(en(3)).toBe('ئاسۆ ڕەحیم marked 21 March 2027 a holiday (Newroz); 3 open applications move');
    expect(en(1)).toBe('ئاسۆ ڕەحیم marked 21 March 2027 a holiday (Newroz); 1 open application moves');
    expect(en(0)).toBe('ئاسۆ ڕەحیم marked 21 March 2027 a holiday (Newroz); no open application moves');
    // Arabic's forms (none in words), the count in Arabic-Indic digits.
    const ar = (count: number) => securitySentence(translatorOf('ar'), caseFormat('ar'), moving(count))!.split('؛ ')[1];
    expect([0, 1, 2, 3, 11, 100].map(ar)).toEqual([
      'لا يتغير موعد أي طلب مفتوح',
      'يتغير موعد طلب مفتوح واحد',
      'يتغير موعد طلبين مفتوحين',
      'تتغير مواعيد ٣ طلبات مفتوحة',
      'تتغير مواعيد ١١ طلبًا مفتوحًا',
      'تتغير مواعيد ١٠٠ طلب مفتوح',
    ]);
    const ckb = (count: number) => securitySentence(translatorOf('ckb'), caseFormat('ckb'), moving(count))!;
    expect(ckb(3)).toMatch(/\(نەورۆز\)؛ وادەی ٣ داواکاریی کراوە دەگۆڕێن$/);
    expect(ckb(1)).toMatch(/؛ وادەی ١ داواکاریی کراوە دەگۆڕێت$/);
    expect(ckb(0)).toMatch(/؛ وادەی هیچ داواکارییەکی کراوە ناگۆڕێت$/);
    expect(securitySentence(translatorOf('kmr'), caseFormat('kmr'), moving(3))).toMatch(/; dema 3 serlêdanên vekirî diguhere$/);
    // A removal and a change of the week say it too; an entry from before the count says none.
    const removed = { ...holiday, event: 'working-calendar.day-removed', details: { date: '2027-03-21', movedApplications: 2 } };
    expect(securitySentence(translatorOf('en'), caseFormat('en'), removed)).toMatch(/again; 2 open applications move$/);
    expect(securitySentence(translatorOf('en'), caseFormat('en'), holiday)).not.toContain(';');
  });

  it.each(['ckb', 'ar'] as const)('has no Latin digit, no key and no raw detail in %s', (locale) => {
    const translate = translatorOf(locale);
    const format = caseFormat(locale);
    const entries = [
      holiday,
      { ...holiday, details: { ...holiday.details, movedApplications: 12 } },
      { ...holiday, details: { ...holiday.details, after: { workingTime: 'working_hours', name: null } } },
      { ...holiday, event: 'working-calendar.day-removed', details: { date: '2027-03-21', before: { workingTime: 'off' } } },
      {
        event: 'working-calendar.updated',
        actorName: null,
        subject: 'working-calendar',
        details: { version: 3, after: { week: [], opens: '08:00', closes: '15:00' } },
      },
    ];
    for (const entry of entries) {
      const sentence = securitySentence(translate, format, entry)!;
      expect(sentence).not.toMatch(/[0-9]|admin\.|before|after|date:|\{/);
    }
    expect(securitySubjectText(translate, format, 'working-calendar:2027-03-21')).not.toMatch(/[0-9A-Za-z]/);
  });

  it('leaves the other kinds to their details, and a person’s reference to the person', () => {
    expect(securitySentence(translatorOf('en'), caseFormat('en'), { ...holiday, event: 'sign-in.failed' })).toBeNull();
    expect(securitySubjectText(translatorOf('en'), caseFormat('en'), 'staff:1b2c')).toBeNull();
    expect(securitySubjectText(translatorOf('en'), caseFormat('en'), 'working-calendar:2027-03-21')).toBe(
      'Working calendar, 21 March 2027',
    );
  });
});

describe('the activity trail’s record column (issue 35 §3)', () => {
  const row = { resource: 'trade-names', streamType: 'trade-name', reference: 'TN-2027-000123', name: 'باخچەی کاژاو' };

  it('names the record by its kind, reference and name, never an id fragment', () => {
    expect(trailRecordText(translatorOf('en'), caseFormat('en'), row)).toBe(
      'Trade name — \u2068TN-2027-000123\u2069 — \u2068باخچەی کاژاو\u2069',
    );
    const kurdish = trailRecordText(translatorOf('ckb'), caseFormat('ckb'), row);
    expect(kurdish).toContain('\u2068TN-2027-000123\u2069، \u2068باخچەی کاژاو\u2069');
    expect(kurdish).not.toMatch(UUID);
  });

  it('names an old register name by its reference and an application’s notes by the application', () => {
    const legacy = { resource: null, streamType: 'legacy-name', reference: 'L-77', name: 'Zagros' };
    expect(trailRecordText(translatorOf('en'), caseFormat('en'), legacy)).toBe('Old register name — \u2068L-77\u2069 — \u2068Zagros\u2069');
    const notes = { resource: 'businesses', streamType: 'application-notes', reference: null, name: null };
    expect(trailRecordText(translatorOf('ar'), caseFormat('ar'), notes)).toBe(translatorOf('ar')('admin.kinds.business'));
  });
});

describe('the history’s comparison (issue 35 §3)', () => {
  const staffId = '0b6f1f8e-5a1d-4c1e-9a7e-2f1c3d4e5f60';
  const uploadId = '7d2e4c1a-0f3b-4b7e-8c9d-1a2b3c4d5e6f';
  const names = { staff: { [staffId]: 'Rezan Karim' }, files: { [uploadId]: 'passport.pdf' } };

  it('names the assignee field and the assignee in the reader’s language, never "Assignee Id" and a UUID', () => {
    for (const locale of ['ckb', 'en', 'ar', 'kmr'] as const) {
      const translate = translatorOf(locale);
      expect(translate('admin.fields.assigneeId')).not.toBe('Assignee Id');
      expect(OWN[locale].admin.fields.assigneeId).toBeTruthy();
      expect(changedValueText(translate, caseFormat(locale), 'assigneeId', staffId, names)).toBe('Rezan Karim');
    }
    // A staff member the reader cannot look up is "Staff", not an id.
    expect(changedValueText(translatorOf('en'), caseFormat('en'), 'assigneeId', staffId)).toBe('Staff');
  });

  it('names a document by its file, and writes dates and moments in words', () => {
    const format = caseFormat('ckb');
    const translate = translatorOf('ckb');
    expect(changedValueText(translate, format, 'transferDocuments', [uploadId], names)).toBe('passport.pdf');
    expect(changedValueText(translate, format, 'details.ceo.identity_documents[0]', uploadId)).toBe('بەڵگەنامەیەک');
    expect(changedValueText(translate, format, 'openCorrection.returnedAt', '2027-03-21T09:30:00.000Z')).not.toMatch(/[0-9]|T/);
    expect(changedValueText(translate, format, 'pendingTransfer.requestedAt', '2027-03-21')).toBe(format.date('2027-03-21'));
    expect(format.date('2027-03-21')).not.toMatch(/[0-9]/);
  });
});
