/**
 * What an applicant is told when an application changes status (projection
 * `application-notifications`): the status labels of spec §4 in the four languages, the in-app
 * messages (one code per kind and status, with and without a reason, so that the reader's
 * language decides every word when the notification is read), and the e-mail templates (one
 * language, chosen when the e-mail is queued, so kind and status arrive as words in parameters).
 */
import { defineMailTemplates } from '../../infrastructure/outbox/templates.js';
import { LOCALES, type Locale } from '@registry/domain/shared/i18n/locale';
import { defineMessages, type Translations } from '@registry/domain/shared/i18n/messages';
import { TRADE_NAME_STATUSES } from '@registry/domain/trade-names/application/workflow';
import { BUSINESS_STATUSES } from '@registry/domain/businesses/workflow';
import { TRADEMARK_STATUSES } from '@registry/domain/trademarks/workflow';

import type { ApplicationStreamType } from './projections/application-facets.js';

export const STATUSES_OF_KIND: Readonly<Record<ApplicationStreamType, readonly string[]>> = {
  'trade-name': TRADE_NAME_STATUSES,
  business: BUSINESS_STATUSES,
  trademark: TRADEMARK_STATUSES,
};

/** Where the applicant portal shows an application. */
export const PORTAL_PATH_OF_KIND: Readonly<Record<ApplicationStreamType, string>> = {
  'trade-name': '/my-applications/trade-names',
  business: '/my-applications/businesses',
  trademark: '/my-applications/trademarks',
};

export const KIND_LABELS: Readonly<Record<ApplicationStreamType, Translations>> = {
  'trade-name': { ckb: 'ناوی بازرگانی', en: 'Trade name', ar: 'اسم تجاري', kmr: 'Navê bazirganiyê' },
  business: { ckb: 'کۆمپانیا', en: 'Business', ar: 'شركة', kmr: 'Şirket' },
  trademark: { ckb: 'نیشانەی بازرگانی', en: 'Trademark', ar: 'علامة تجارية', kmr: 'Marqeya bazirganî' },
};

/** Status labels (spec §4); returned_to_applicant is shown to the applicant as "requires correction". */
export const STATUS_LABELS: Readonly<Record<string, Translations>> = {
  submitted: { ckb: 'پێشکەشکراوە', en: 'Submitted', ar: 'تم التقديم', kmr: 'Hatiye şandin' },
  legal_checking: { ckb: 'لە پشکنینی یاساییدایە', en: 'Under legal check', ar: 'قيد التدقيق القانوني', kmr: 'Di kontrola hiqûqî de ye' },
  returned_to_applicant: { ckb: 'پێویستی بە ڕاستکردنەوە هەیە', en: 'Requires correction', ar: 'يتطلب التصحيح', kmr: 'Rastkirin pêwîst e' },
  requires_business_correction: {
    ckb: 'پێویستی بە ڕاستکردنەوەی زانیارییەکانی کۆمپانیا هەیە',
    en: 'Requires correction of the business information',
    ar: 'يتطلب تصحيح بيانات الشركة',
    kmr: 'Rastkirina agahiyên şirketê pêwîst e',
  },
  requires_trade_name_correction: {
    ckb: 'پێویستی بە ڕاستکردنەوەی ناوی بازرگانی هەیە',
    en: 'Requires correction of the trade name',
    ar: 'يتطلب تصحيح الاسم التجاري',
    kmr: 'Rastkirina navê bazirganiyê pêwîst e',
  },
  trade_name_recommended_for_approval: {
    ckb: 'ناوی بازرگانی بۆ پەسەندکردن پێشنیار کراوە',
    en: 'Trade name recommended for approval',
    ar: 'الاسم التجاري موصى بالموافقة عليه',
    kmr: 'Navê bazirganiyê ji bo pejirandinê hatiye pêşniyarkirin',
  },
  recommended_for_approval: { ckb: 'بۆ پەسەندکردن پێشنیار کراوە', en: 'Recommended for approval', ar: 'موصى بالموافقة عليه', kmr: 'Ji bo pejirandinê hatiye pêşniyarkirin' },
  waiting_for_payment: { ckb: 'چاوەڕێی پارەدانە', en: 'Waiting for payment', ar: 'بانتظار الدفع', kmr: 'Li benda dravdanê ye' },
  granted: { ckb: 'بەخشراوە', en: 'Granted', ar: 'تم المنح', kmr: 'Hatiye dayîn' },
  registered: { ckb: 'تۆمارکراوە', en: 'Registered', ar: 'تم التسجيل', kmr: 'Hatiye tomarkirin' },
  reserved: { ckb: 'تەرخانکراوە', en: 'Reserved', ar: 'تم الحجز', kmr: 'Hatiye veqetandin' },
  rejected: { ckb: 'ڕەتکراوەتەوە', en: 'Rejected', ar: 'مرفوض', kmr: 'Hatiye redkirin' },
  terminated: { ckb: 'هەڵوەشێنراوەتەوە', en: 'Terminated', ar: 'تم الإنهاء', kmr: 'Hatiye betalkirin' },
};

/** The status in words, or the status itself for one this version does not know. */
export function statusLabel(status: string, locale: Locale): string {
  return Object.hasOwn(STATUS_LABELS, status) ? STATUS_LABELS[status]![locale] : status;
}

const REASON: Translations = { ckb: '. هۆکار: {{reason}}', en: '. Reason: {{reason}}', ar: '. السبب: {{reason}}', kmr: '. Sedem: {{reason}}' };

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

const perLocale = (make: (locale: Locale) => string): Translations => Object.fromEntries(LOCALES.map((l) => [l, make(l)])) as unknown as Translations;

/** An unknown status (an event of a later version): said as the status itself, from the `status` parameter. */
const OTHER = 'other';

/** The in-app message of a status change: `application-status.<kind>.<status>[.reason]`; parameters name, reason, status. */
export function statusMessageCode(kind: ApplicationStreamType, status: string, withReason: boolean): string {
  const known = STATUSES_OF_KIND[kind].includes(status) && Object.hasOwn(STATUS_LABELS, status);
  return `application-status.${kind}.${known ? status : OTHER}${withReason ? '.reason' : ''}`;
}

/** The in-app message of a confirmed ownership transfer, to the new owner; parameter name. */
export function transferMessageCode(kind: ApplicationStreamType): string {
  return `application-status.${kind}.transferred`;
}

function inAppCatalogue(): Record<string, Translations> {
  const catalogue: Record<string, Translations> = {};
  for (const kind of Object.keys(STATUSES_OF_KIND) as ApplicationStreamType[]) {
    const kindLabel = KIND_LABELS[kind];
    for (const status of [...STATUSES_OF_KIND[kind], OTHER]) {
      const label = status === OTHER ? null : STATUS_LABELS[status]!;
      catalogue[statusMessageCode(kind, status, false)] = perLocale((l) => statusSentence(kindLabel, label, l));
      catalogue[statusMessageCode(kind, status, true)] = perLocale((l) => statusSentence(kindLabel, label, l) + REASON[l]);
    }
    catalogue[transferMessageCode(kind)] = {
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

const MAIL_REASON: Translations = { ckb: 'هۆکار: {{reason}}\n\n', en: 'Reason: {{reason}}\n\n', ar: 'السبب: {{reason}}\n\n', kmr: 'Sedem: {{reason}}\n\n' };

function statusMail(withReason: boolean) {
  const reason = (l: Locale) => (withReason ? MAIL_REASON[l] : '');
  return {
    subject: {
      ckb: 'داواکارییەکەت — {{kind}} «{{name}}»: {{status}}',
      en: 'Your application — {{kind}} «{{name}}»: {{status}}',
      ar: 'طلبك — {{kind}} «{{name}}»: {{status}}',
      kmr: 'Serlêdana te — {{kind}} «{{name}}»: {{status}}',
    },
    text: {
      ckb: `سڵاو،\n\nدۆخی داواکارییەکەت ({{kind}}: «{{name}}») ئێستا: {{status}}.\n\n${reason('ckb')}لە دەروازەی تۆمارگەی کۆمپانیاکان بەدوایدا بچۆ: {{link}}\n\n${SIGNATURE.ckb}`,
      en: `Hello,\n\nThe status of your application ({{kind}}: «{{name}}») is now: {{status}}.\n\n${reason('en')}Follow it in the Business Registry portal: {{link}}\n\n${SIGNATURE.en}`,
      ar: `مرحباً،\n\nحالة طلبك ({{kind}}: «{{name}}») الآن: {{status}}.\n\n${reason('ar')}تابع طلبك في بوابة سجل الشركات: {{link}}\n\n${SIGNATURE.ar}`,
      kmr: `Silav,\n\nRewşa serlêdana te ({{kind}}: «{{name}}») niha: {{status}}.\n\n${reason('kmr')}Li portala Qeyda Şirketan bişopîne: {{link}}\n\n${SIGNATURE.kmr}`,
    },
  };
}

/** Parameters: kind and status in words, name, link (and reason for the second). */
export const StatusMail = defineMailTemplates({
  'applications.status-changed': statusMail(false),
  'applications.status-changed-with-reason': statusMail(true),
});
