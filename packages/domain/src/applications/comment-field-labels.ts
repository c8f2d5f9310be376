import { fieldLabel, type Translations } from '../shared/i18n/messages.js';
import type { Locale } from '../shared/i18n/locale.js';
import './rules/messages.js';

/**
 * Labels of the payload fields a reviewer comments on, as the application form names them (issue
 * 23 §5, §6): the status page and the correction e-mail name each commented field in the reader's
 * language, never by its path. Kept apart from the global field labels (defineFieldLabels), where
 * `name` or `email` mean other things in other modules.
 */
const LABELS: Readonly<Record<string, Translations>> = {
  name: { ckb: 'ناوی بازرگانی', en: 'Trade name', ar: 'الاسم التجاري', kmr: 'Navê bazirganî' },
  trade_name: { ckb: 'ناوی بازرگانی', en: 'Trade name', ar: 'الاسم التجاري', kmr: 'Navê bazirganî' },
  'trade_name.name': { ckb: 'ناوی بازرگانی', en: 'Trade name', ar: 'الاسم التجاري', kmr: 'Navê bazirganî' },
  locale: { ckb: 'زمانی ناو', en: 'Language of the name', ar: 'لغة الاسم', kmr: 'Zimanê navî' },
  trade_name_type: { ckb: 'جۆری ناوی بازرگانی', en: 'Type of trade name', ar: 'نوع الاسم التجاري', kmr: 'Cureyê navê bazirganî' },
  protection_level: { ckb: 'ئاستی پاراستن', en: 'Protection level', ar: 'مستوى الحماية', kmr: 'Asta parastinê' },
  email: { ckb: 'ئیمەیڵ', en: 'E-mail', ar: 'البريد الإلكتروني', kmr: 'E-name' },
  address: { ckb: 'ناونیشان', en: 'Address', ar: 'العنوان', kmr: 'Navnîşan' },
  company: { ckb: 'زانیاری کۆمپانیا', en: 'Company details', ar: 'بيانات الشركة', kmr: 'Agahiyên şirketê' },
  ceo: { ckb: 'بەڕێوەبەری ڕێپێدراو', en: 'Chief executive', ar: 'المدير المفوض', kmr: 'Rêvebirê giştî' },
  lawyer: { ckb: 'پارێزەر', en: 'Lawyer', ar: 'المحامي', kmr: 'Parêzer' },
  contract: { ckb: 'گرێبەستی دامەزراندن', en: 'Establishment contract', ar: 'عقد التأسيس', kmr: 'Peymana damezrandinê' },
  full_name: { ckb: 'ناوی تەواو', en: 'Full name', ar: 'الاسم الكامل', kmr: 'Navê tevahî' },
  personal_image: { ckb: 'وێنەی کەسی', en: 'Photograph', ar: 'الصورة الشخصية', kmr: 'Wêneyê kesane' },
  signature: { ckb: 'واژۆ', en: 'Signature', ar: 'التوقيع', kmr: 'Îmze' },
  logo: { ckb: 'لۆگۆ', en: 'Logo', ar: 'الشعار', kmr: 'Logo' },
  // The contract's clauses, as the form labels them (web-applicant's application-form fields).
  'contract.clauses.name': {
    ckb: 'بەند: ناوی کۆمپانیا',
    en: 'Clause: name of the company',
    ar: 'البند: اسم الشركة',
    kmr: 'Bend: navê şirketê',
  },
  'contract.clauses.address': { ckb: 'بەند: ناونیشان', en: 'Clause: address', ar: 'البند: العنوان', kmr: 'Bend: navnîşan' },
  'contract.clauses.purpose': { ckb: 'بەند: مەبەست', en: 'Clause: purpose', ar: 'البند: الغرض', kmr: 'Bend: armanc' },
  'contract.clauses.activities': { ckb: 'بەند: چالاکییەکان', en: 'Clause: activities', ar: 'البند: الأنشطة', kmr: 'Bend: çalakî' },
  'contract.clauses.capital': { ckb: 'بەند: سەرمایە', en: 'Clause: capital', ar: 'البند: رأس المال', kmr: 'Bend: sermaye' },
  'contract.clauses.shareholders': { ckb: 'بەند: پشکدارەکان', en: 'Clause: shareholders', ar: 'البند: المساهمون', kmr: 'Bend: xwedîpişk' },
  'contract.clauses.coordinator': { ckb: 'بەند: هەماهەنگکار', en: 'Clause: coordinator', ar: 'البند: المنسق', kmr: 'Bend: koordînator' },
  'contract.goals': { ckb: 'ئامانجەکانی کۆمپانیا', en: 'Goals of the company', ar: 'أهداف الشركة', kmr: 'Armancên şirketê' },
  'contract.extra_notes': { ckb: 'تێبینی زیادە', en: 'Extra notes', ar: 'ملاحظات إضافية', kmr: 'Têbiniyên zêde' },
  attachments: { ckb: 'هاوپێچەکان', en: 'Attachments', ar: 'المرفقات', kmr: 'Pêvek' },
};

/**
 * The label of a commented field (`trade_name.name`, `shareholders[1].upn`): the form's own, else
 * the API's field label (which names the item, "Shareholder 2", and never shows the path).
 */
export function commentFieldLabel(path: string, locale: Locale): string {
  const own = LABELS[path] ?? LABELS[path.replace(/\[\d+\]/g, '')];
  if (own) return own[locale];
  return fieldLabel(path, locale);
}
