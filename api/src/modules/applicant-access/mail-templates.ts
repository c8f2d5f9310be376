import { defineMailTemplates } from '../../infrastructure/outbox/templates.js';
import type { CodePurpose } from '@registry/domain/applicant-access/code-policy';

const SIGNATURE = {
  ckb: 'تۆمارگەی کۆمپانیاکان — وەزارەتی بازرگانی و پیشەسازی',
  en: 'Business Registry — Ministry of Trade and Industry',
  ar: 'سجل الشركات — وزارة التجارة والصناعة',
  kmr: 'Qeyda Şirketan — Wezareta Bazirganî û Pîşesaziyê',
} as const;

/** The code is not in the subject, so that it does not show in notification previews. Parameters: code, minutes. */
export const ApplicantAccessMail = defineMailTemplates({
  'applicant-access.sign-in-code': {
    subject: {
      ckb: 'کۆدی پشتڕاستکردنەوەی ئیمەیڵ',
      en: 'Your e-mail verification code',
      ar: 'رمز التحقق من بريدك الإلكتروني',
      kmr: 'Koda te ya piştrastkirina e-nameyê',
    },
    text: {
      ckb: `کۆدی پشتڕاستکردنەوەکەت: {{code}}\n\nئەم کۆدە {{minutes}} خولەک بەکاردێت و تەنها یەک جار بەکاردەهێنرێت. ئەگەر تۆ داوات نەکردووە، ئەم ئیمەیڵە پشتگوێ بخە؛ کەس بەبێ ئەم کۆدە ناتوانێت بچێتە ژوورەوە.\n\n${SIGNATURE.ckb}`,
      en: `Your verification code: {{code}}\n\nThe code is valid for {{minutes}} minutes and works once. If you did not ask for it, ignore this e-mail; nobody can sign in without the code.\n\n${SIGNATURE.en}`,
      ar: `رمز التحقق الخاص بك: {{code}}\n\nالرمز صالح لمدة {{minutes}} دقائق ويُستخدم مرة واحدة فقط. إذا لم تطلبه فتجاهل هذه الرسالة؛ لا يمكن لأحد الدخول من دون الرمز.\n\n${SIGNATURE.ar}`,
      kmr: `Koda te ya piştrastkirinê: {{code}}\n\nKod {{minutes}} deqeyan derbasdar e û tenê carekê dixebite. Heke te ew nexwestibe, vê e-nameyê paşguh bike; kes bêyî kodê nikare têkeve.\n\n${SIGNATURE.kmr}`,
    },
  },
  'applicant-access.transfer-code': {
    subject: {
      ckb: 'پشتڕاستکردنەوەی گواستنەوەی داواکاری بۆ ئەم ئیمەیڵە',
      en: 'Confirm the transfer of an application to this e-mail',
      ar: 'تأكيد نقل طلب إلى هذا البريد الإلكتروني',
      kmr: 'Veguhastina serlêdanekê bo vê e-nameyê piştrast bike',
    },
    text: {
      ckb: `داوا کراوە داواکارییەکی تۆمارگەی کۆمپانیاکان بگوازرێتەوە بۆ ئەم ئیمەیڵە. بۆ وەرگرتنی، ئەم کۆدە بنووسە: {{code}}\n\nکۆدەکە {{minutes}} خولەک بەکاردێت و تەنها یەک جار بەکاردەهێنرێت. ئەگەر چاوەڕێی گواستنەوە نەبوویت، ئەم ئیمەیڵە پشتگوێ بخە.\n\n${SIGNATURE.ckb}`,
      en: `Someone asked to transfer an application of the Business Registry to this e-mail address. To accept it, enter this code: {{code}}\n\nThe code is valid for {{minutes}} minutes and works once. If you expected no transfer, ignore this e-mail.\n\n${SIGNATURE.en}`,
      ar: `طُلب نقل طلب من سجل الشركات إلى عنوان البريد الإلكتروني هذا. لقبوله أدخل هذا الرمز: {{code}}\n\nالرمز صالح لمدة {{minutes}} دقائق ويُستخدم مرة واحدة فقط. إذا لم تكن تتوقع أي نقل فتجاهل هذه الرسالة.\n\n${SIGNATURE.ar}`,
      kmr: `Hate xwestin ku serlêdaneke Qeyda Şirketan bo vê navnîşana e-nameyê were veguhastin. Ji bo qebûlkirinê vê kodê binivîse: {{code}}\n\nKod {{minutes}} deqeyan derbasdar e û tenê carekê dixebite. Heke te li benda veguhastinê nebûya, vê e-nameyê paşguh bike.\n\n${SIGNATURE.kmr}`,
    },
  },
});

export function codeTemplateFor(purpose: CodePurpose): string {
  return purpose === 'transfer' ? ApplicantAccessMail['applicant-access.transfer-code'] : ApplicantAccessMail['applicant-access.sign-in-code'];
}
