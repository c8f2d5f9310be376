/**
 * What an applicant is told when an application changes status (projection
 * `application-notifications`): the status labels of spec §4 in the four languages, the in-app
 * messages (one code per kind and status, with and without a reason, so that the reader's
 * language decides every word when the notification is read), and the e-mail templates (one
 * language, chosen when the e-mail is queued, so kind and status arrive as words in parameters).
 */
import { defineMailTemplates } from '#src/infrastructure/outbox/templates';
import { LOCALES, type Locale } from '@registry/domain/shared/i18n/locale';
import { defineMessages, type Translations } from '@registry/domain/shared/i18n/messages';
import {
  BRANCH_LABEL,
  KIND_PRESENTATION,
  statusesOf,
  STATUS_PRESENTATION,
  statusLabel as workflowStatusLabel,
  isWorkflowStatus,
} from '@registry/domain/applications/workflow/presentation';

import type { ApplicationStreamType } from './projections/application-facets.js';

/** The words, paths and states of each kind come from the domain, like the portals' (one vocabulary). */
export const STATUSES_OF_KIND: Readonly<Record<ApplicationStreamType, readonly string[]>> = {
  'trade-name': statusesOf('trade-name'),
  business: statusesOf('business'),
  trademark: statusesOf('trademark'),
};

/** Where the applicant portal shows an application. */
export const PORTAL_PATH_OF_KIND: Readonly<Record<ApplicationStreamType, string>> = {
  'trade-name': KIND_PRESENTATION['trade-name'].portalPath,
  business: KIND_PRESENTATION.business.portalPath,
  trademark: KIND_PRESENTATION.trademark.portalPath,
};

export const KIND_LABELS: Readonly<Record<ApplicationStreamType, Translations>> = {
  'trade-name': KIND_PRESENTATION['trade-name'].label,
  business: KIND_PRESENTATION.business.label,
  trademark: KIND_PRESENTATION.trademark.label,
};

/** The status in words (spec §4; returned_to_applicant reads "requires correction"); "unknown" for one no table names. */
export const statusLabel = workflowStatusLabel;

const REASON: Translations = {
  ckb: '. هۆکار: {{reason}}',
  en: '. Reason: {{reason}}',
  ar: '. السبب: {{reason}}',
  kmr: '. Sedem: {{reason}}',
};

function statusSentence(kind: Translations, status: Translations | null, locale: Locale): string {
  const s = status ? status[locale] : '{{status}}';
  switch (locale) {
    case 'ckb':
      return `دۆخی داواکارییەکەت (${kind.ckb}: «{{name}}») ئێستا: ${s}`;
    case 'en':
      return `Your application (${kind.en}: «{{name}}») is now: ${s}`;
    case 'ar':
      return `حالة طلبك (${kind.ar}: «{{name}}») الآن: ${s}`;
    case 'kmr':
      return `Rewşa serlêdana te (${kind.kmr}: «{{name}}») niha: ${s}`;
  }
}

const perLocale = (make: (locale: Locale) => string): Translations =>
  Object.fromEntries(LOCALES.map((l) => [l, make(l)])) as unknown as Translations;

/** An unknown status (an event of a later version): said as the status itself, from the `status` parameter. */
const OTHER = 'other';

/**
 * What a message calls an application: its kind, except a foreign company's business application,
 * which registers a branch and is called one (issue 34 §4).
 */
type Subject = ApplicationStreamType | 'branch';
const subjectOf = (kind: ApplicationStreamType, businessType?: string | null): Subject =>
  kind === 'business' && businessType === 'foreign_company' ? 'branch' : kind;
const SUBJECTS: readonly { subject: Subject; kind: ApplicationStreamType; label: Translations }[] = [
  ...(Object.keys(STATUSES_OF_KIND) as ApplicationStreamType[]).map((kind) => ({ subject: kind, kind, label: KIND_LABELS[kind] })),
  { subject: 'branch', kind: 'business', label: BRANCH_LABEL },
];

/**
 * The in-app message of a status change: `application-status.<kind>.<status>[.reason]` (`branch`
 * for a foreign company's business application); parameters name, reason, status.
 */
export function statusMessageCode(kind: ApplicationStreamType, status: string, withReason: boolean, businessType?: string | null): string {
  const known = STATUSES_OF_KIND[kind].includes(status) && isWorkflowStatus(status);
  return `application-status.${subjectOf(kind, businessType)}.${known ? status : OTHER}${withReason ? '.reason' : ''}`;
}

/** The in-app message of a confirmed ownership transfer, to the new owner; parameter name. */
export function transferMessageCode(kind: ApplicationStreamType, businessType?: string | null): string {
  return `application-status.${subjectOf(kind, businessType)}.transferred`;
}

function inAppCatalogue(): Record<string, Translations> {
  const catalogue: Record<string, Translations> = {};
  for (const { subject, kind, label: kindLabel } of SUBJECTS) {
    const businessType = subject === 'branch' ? 'foreign_company' : null;
    for (const status of [...STATUSES_OF_KIND[kind], OTHER]) {
      const label = status === OTHER || !isWorkflowStatus(status) ? null : STATUS_PRESENTATION[status].label;
      catalogue[statusMessageCode(kind, status, false, businessType)] = perLocale((l) => statusSentence(kindLabel, label, l));
      catalogue[statusMessageCode(kind, status, true, businessType)] = perLocale((l) => statusSentence(kindLabel, label, l) + REASON[l]);
    }
    catalogue[transferMessageCode(kind, businessType)] = {
      ckb: `داواکارییەکە (${kindLabel.ckb}: «{{name}}») گوازرایەوە بۆ ئیمەیڵەکەت`,
      en: `The application (${kindLabel.en}: «{{name}}») was transferred to your e-mail`,
      ar: `تم نقل الطلب (${kindLabel.ar}: «{{name}}») إلى بريدك الإلكتروني`,
      kmr: `Serlêdan (${kindLabel.kmr}: «{{name}}») bo e-nameya te hate veguhastin`,
    };
  }
  return catalogue;
}

export const StatusMessages = defineMessages(inAppCatalogue());

const SIGNATURE: Translations = {
  ckb: 'تۆمارگەی کۆمپانیاکان — وەزارەتی بازرگانی و پیشەسازی',
  en: 'Business Registry — Ministry of Trade and Industry',
  ar: 'سجل الشركات — وزارة التجارة والصناعة',
  kmr: 'Qeyda Şirketan — Wezareta Bazirganî û Pîşesaziyê',
};

const MAIL_REASON: Translations = {
  ckb: 'هۆکار: {{reason}}\n\n',
  en: 'Reason: {{reason}}\n\n',
  ar: 'السبب: {{reason}}\n\n',
  kmr: 'Sedem: {{reason}}\n\n',
};

const MAIL_REFERENCE: Translations = {
  ckb: 'ژمارەی سەرچاوە: {{reference}}',
  en: 'Reference: {{reference}}',
  ar: 'الرقم المرجعي: {{reference}}',
  kmr: 'Jimareya referansê: {{reference}}',
};

function statusMail(withReason: boolean) {
  const reason = (l: Locale) => (withReason ? MAIL_REASON[l] : '');
  return {
    subject: {
      ckb: 'داواکارییەکەت {{reference}} — {{kind}} «{{name}}»: {{status}}',
      en: 'Your application {{reference}} — {{kind}} «{{name}}»: {{status}}',
      ar: 'طلبك {{reference}} — {{kind}} «{{name}}»: {{status}}',
      kmr: 'Serlêdana te {{reference}} — {{kind}} «{{name}}»: {{status}}',
    },
    text: {
      ckb: `سڵاو،\n\nدۆخی داواکارییەکەت ({{kind}}: «{{name}}») ئێستا: {{status}}.\n${MAIL_REFERENCE.ckb}\n\n${reason('ckb')}لە دەروازەی تۆمارگەی کۆمپانیاکان بەدوایدا بچۆ: {{link}}\n\n${SIGNATURE.ckb}`,
      en: `Hello,\n\nThe status of your application ({{kind}}: «{{name}}») is now: {{status}}.\n${MAIL_REFERENCE.en}\n\n${reason('en')}Follow it in the Business Registry portal: {{link}}\n\n${SIGNATURE.en}`,
      ar: `مرحباً،\n\nحالة طلبك ({{kind}}: «{{name}}») الآن: {{status}}.\n${MAIL_REFERENCE.ar}\n\n${reason('ar')}تابع طلبك في بوابة سجل الشركات: {{link}}\n\n${SIGNATURE.ar}`,
      kmr: `Silav,\n\nRewşa serlêdana te ({{kind}}: «{{name}}») niha: {{status}}.\n${MAIL_REFERENCE.kmr}\n\n${reason('kmr')}Li portala Qeyda Şirketan bişopîne: {{link}}\n\n${SIGNATURE.kmr}`,
    },
  };
}

/** Returned for correction: what to correct, field by field with the reviewer's comments (`comments`: one line per field, labelled in the mail's language). */
const correctionMail = {
  subject: statusMail(true).subject,
  text: {
    ckb: `سڵاو،\n\nداواکارییەکەت ({{kind}}: «{{name}}») گەڕێنرایەوە بۆ ڕاستکردنەوە.\n${MAIL_REFERENCE.ckb}\n\n${MAIL_REASON.ckb}ئەمانە ڕاست بکەرەوە:\n{{comments}}\n\nڕاستکردنەوەکە لە دەروازەکەدا دەست پێ بکە: {{link}}\n\n${SIGNATURE.ckb}`,
    en: `Hello,\n\nYour application ({{kind}}: «{{name}}») was returned to you for correction.\n${MAIL_REFERENCE.en}\n\n${MAIL_REASON.en}What to correct:\n{{comments}}\n\nStart the correction in the portal: {{link}}\n\n${SIGNATURE.en}`,
    ar: `مرحباً،\n\nأُعيد طلبك ({{kind}}: «{{name}}») إليك للتصحيح.\n${MAIL_REFERENCE.ar}\n\n${MAIL_REASON.ar}ما يجب تصحيحه:\n{{comments}}\n\nابدأ التصحيح في البوابة: {{link}}\n\n${SIGNATURE.ar}`,
    kmr: `Silav,\n\nSerlêdana te ({{kind}}: «{{name}}») ji bo rastkirinê li te hate vegerandin.\n${MAIL_REFERENCE.kmr}\n\n${MAIL_REASON.kmr}Çi divê were rastkirin:\n{{comments}}\n\nRastkirinê li portalê dest pê bike: {{link}}\n\n${SIGNATURE.kmr}`,
  },
};

/** A confirmed ownership transfer, to the previous owner (who no longer sees it): parameters kind, name, reference, newOwner. */
const transferredAwayMail = {
  subject: {
    ckb: 'داواکارییەکەت {{reference}} گوازرایەوە — {{kind}} «{{name}}»',
    en: 'Your application {{reference}} was transferred — {{kind}} «{{name}}»',
    ar: 'نُقل طلبك {{reference}} — {{kind}} «{{name}}»',
    kmr: 'Serlêdana te {{reference}} hate veguhastin — {{kind}} «{{name}}»',
  },
  text: {
    ckb: `سڵاو،

گواستنەوەی داواکارییەکەت ({{kind}}: «{{name}}») تەواو بوو. ئێستا خاوەنەکەی ئەم ئیمەیڵەیە: {{newOwner}}
${MAIL_REFERENCE.ckb}

لەمەودوا ئەم داواکارییە لە لیستی داواکارییەکانتدا نییە. ئەگەر تۆ داوای ئەم گواستنەوەیەت نەکردووە، پەیوەندی بە تۆمارگەوە بکە.

${SIGNATURE.ckb}`,
    en: `Hello,

The transfer of your application ({{kind}}: «{{name}}») is complete. It now belongs to this e-mail address: {{newOwner}}
${MAIL_REFERENCE.en}

The application is no longer among your applications. If you did not ask for this transfer, contact the registry.

${SIGNATURE.en}`,
    ar: `مرحباً،

اكتمل نقل طلبك ({{kind}}: «{{name}}»). أصبح الآن ملكاً لعنوان البريد الإلكتروني هذا: {{newOwner}}
${MAIL_REFERENCE.ar}

لم يعد الطلب ضمن طلباتك. إذا لم تطلب هذا النقل فاتصل بالسجل.

${SIGNATURE.ar}`,
    kmr: `Silav,

Veguhastina serlêdana te ({{kind}}: «{{name}}») temam bû. Êdî ya vê navnîşana e-nameyê ye: {{newOwner}}
${MAIL_REFERENCE.kmr}

Serlêdan êdî di nav serlêdanên te de nîne. Heke te ev veguhastin nexwestibe, bi qeydê re têkilî daynin.

${SIGNATURE.kmr}`,
  },
};

/** A confirmed ownership transfer, to the new owner: parameters kind, name, reference, previousOwner, link. */
const transferredToYouMail = {
  subject: {
    ckb: 'داواکاری {{reference}} ئێستا هی تۆیە — {{kind}} «{{name}}»',
    en: 'Application {{reference}} is now yours — {{kind}} «{{name}}»',
    ar: 'الطلب {{reference}} أصبح لك — {{kind}} «{{name}}»',
    kmr: 'Serlêdana {{reference}} êdî ya te ye — {{kind}} «{{name}}»',
  },
  text: {
    ckb: `سڵاو،

داواکارییەکە ({{kind}}: «{{name}}») گوازرایەوە بۆ ئەم ئیمەیڵە؛ ئێستا تۆ خاوەنیت. خاوەنی پێشوو: {{previousOwner}}
${MAIL_REFERENCE.ckb}

لە دەروازەکەدا بەدوایدا بچۆ: {{link}}

${SIGNATURE.ckb}`,
    en: `Hello,

The application ({{kind}}: «{{name}}») was transferred from {{previousOwner}} to this e-mail address; you now own it.
${MAIL_REFERENCE.en}

Follow it in the portal: {{link}}

${SIGNATURE.en}`,
    ar: `مرحباً،

نُقل الطلب ({{kind}}: «{{name}}») من {{previousOwner}} إلى عنوان البريد الإلكتروني هذا؛ أنت مالكه الآن.
${MAIL_REFERENCE.ar}

تابعه في البوابة: {{link}}

${SIGNATURE.ar}`,
    kmr: `Silav,

Serlêdan ({{kind}}: «{{name}}») ji {{previousOwner}} bo vê navnîşana e-nameyê hate veguhastin; êdî tu xwediyê wê yî.
${MAIL_REFERENCE.kmr}

Li portalê bişopîne: {{link}}

${SIGNATURE.kmr}`,
  },
};

/** Parameters: kind and status in words, name, reference, link (and reason for the second; reason and comments for the third). */
export const StatusMail = defineMailTemplates({
  'applications.status-changed': statusMail(false),
  'applications.status-changed-with-reason': statusMail(true),
  'applications.returned-for-correction': correctionMail,
  'applications.transferred-away': transferredAwayMail,
  'applications.transferred-to-you': transferredToYouMail,
});
