import { defineMailTemplates, type MailTemplate } from '#src/infrastructure/outbox/templates';
import type { CodePurpose } from '@registry/domain/applicant-access/code-policy';

const SIGNATURE = {
  ckb: 'تۆمارگەی کۆمپانیاکان — وەزارەتی بازرگانی و پیشەسازی',
  en: 'Business Registry — Ministry of Trade and Industry',
  ar: 'سجل الشركات — وزارة التجارة والصناعة',
  kmr: 'Qeyda Şirketan — Wezareta Bazirganî û Pîşesaziyê',
} as const;

/** The code is not in the subject, so that it does not show in notification previews. Parameters: code, minutes. */
const SIGN_IN_CODE: MailTemplate = {
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
};

/** Parameters besides code and minutes: kind (in words), name, reference, from (the owner's address, which sends it) and link (the transfer page, where the code is typed). The code comes first, before any other number. */
const TRANSFER_CODE: MailTemplate = {
  subject: {
    ckb: 'گواستنەوەی داواکاری {{reference}} بۆ ئەم ئیمەیڵە',
    en: 'Transfer of application {{reference}} to this e-mail',
    ar: 'نقل الطلب {{reference}} إلى هذا البريد الإلكتروني',
    kmr: 'Veguhastina serlêdana {{reference}} bo vê e-nameyê',
  },
  text: {
    ckb: `کۆدی وەرگرتنی گواستنەوەکە: {{code}}\n\nخاوەنی داواکارییەکی تۆمارگەی کۆمپانیاکان ({{from}}) داوای کردووە داواکارییەکە بگوازرێتەوە بۆ ئەم ئیمەیڵە:\n\n{{kind}}: «{{name}}»\nژمارەی سەرچاوە: {{reference}}\n\nبۆ وەرگرتنی، بەم ئیمەیڵە بچۆ ژوورەوەی دەروازەی تۆمارگە و کۆدەکە لە پەڕەی گواستنەوەی داواکارییەکەدا بنووسە: {{link}}\nیان کۆدەکە بدە بە خاوەنی ئێستا، کە لە هەمان پەڕەدا دەینووسێت. کۆدەکە {{minutes}} خولەک بەکاردێت و تەنها یەک جار بەکاردەهێنرێت. ئەگەر چاوەڕێی گواستنەوە نەبوویت، ئەم ئیمەیڵە پشتگوێ بخە.\n\n${SIGNATURE.ckb}`,
    en: `Code to accept the transfer: {{code}}\n\nThe owner of an application of the Business Registry ({{from}}) asked to transfer it to this e-mail address:\n\n{{kind}}: «{{name}}»\nReference: {{reference}}\n\nTo accept it, sign in to the registry's portal with this e-mail address and enter the code on the application's transfer page: {{link}}\nOr give the code to the current owner, who enters it on the same page. The code is valid for {{minutes}} minutes and works once. If you expected no transfer, ignore this e-mail.\n\n${SIGNATURE.en}`,
    ar: `رمز قبول النقل: {{code}}\n\nطلب صاحب طلب في سجل الشركات ({{from}}) نقله إلى عنوان البريد الإلكتروني هذا:\n\n{{kind}}: «{{name}}»\nالرقم المرجعي: {{reference}}\n\nلقبوله سجّل الدخول إلى بوابة السجل بهذا البريد الإلكتروني وأدخل الرمز في صفحة نقل الطلب: {{link}}\nأو أعطِ الرمز للمالك الحالي ليُدخله في الصفحة نفسها. الرمز صالح لمدة {{minutes}} دقائق ويُستخدم مرة واحدة فقط. إذا لم تكن تتوقع أي نقل فتجاهل هذه الرسالة.\n\n${SIGNATURE.ar}`,
    kmr: `Koda qebûlkirina veguhastinê: {{code}}\n\nXwediyê serlêdaneke Qeyda Şirketan ({{from}}) xwest ku ew bo vê navnîşana e-nameyê were veguhastin:\n\n{{kind}}: «{{name}}»\nJimareya referansê: {{reference}}\n\nJi bo qebûlkirinê bi vê navnîşana e-nameyê têkeve portala qeydê û kodê di rûpela veguhastina serlêdanê de binivîse: {{link}}\nAn jî kodê bide xwediyê niha, ku wê di heman rûpelê de dinivîse. Kod {{minutes}} deqeyan derbasdar e û tenê carekê dixebite. Heke te li benda veguhastinê nebûya, vê e-nameyê paşguh bike.\n\n${SIGNATURE.kmr}`,
  },
};

/**
 * Why a code comes again, unasked: its first e-mail was held up (the mail server was slow, or the
 * sending process died) until too little of its validity was left, so the outbox issued a fresh
 * code instead (issue 36 §1); the earlier code no longer works.
 */
const RENEWED_NOTICE = {
  ckb: 'ببورە: ئەو کۆدەی پێشتر بۆت نێردرا بەهۆی دواکەوتنێک لای ئێمە لە کاتی خۆیدا پێت نەگەیشت، بۆیە هەڵوەشێنرایەوە و ئیتر کارناکات. لە جیاتی ئەو ئەم کۆدە نوێیە بەکاربهێنە.',
  en: 'We are sorry: the code sent to you earlier was held up on our side and could not reach you in time, so it has been cancelled and no longer works. Use this new code instead.',
  ar: 'نعتذر: تأخّر لدينا الرمز الذي أُرسل إليك سابقاً ولم يصلك في وقته، لذلك أُلغي ولم يعد صالحاً. استخدم هذا الرمز الجديد بدلاً منه.',
  kmr: 'Em lêborînê dixwazin: koda ku berê ji te re hatibû şandin li aliyê me dereng ma û di wextê xwe de negihîşt te, loma hate betalkirin û êdî naxebite. Li şûna wê vê koda nû bi kar bîne.',
} as const;

/** The code's e-mail with the notice after its first line (the code stays the first number of the e-mail). */
function withRenewalNotice(template: MailTemplate): MailTemplate {
  const text = {} as Record<keyof typeof RENEWED_NOTICE, string>;
  for (const locale of Object.keys(RENEWED_NOTICE) as (keyof typeof RENEWED_NOTICE)[]) {
    const [first, ...rest] = template.text[locale].split('\n\n');
    text[locale] = [first, RENEWED_NOTICE[locale], ...rest].join('\n\n');
  }
  return { subject: template.subject, text };
}

export const ApplicantAccessMail = defineMailTemplates({
  'applicant-access.sign-in-code': SIGN_IN_CODE,
  'applicant-access.transfer-code': TRANSFER_CODE,
  /** A fresh code sent by the outbox in place of one whose e-mail was late; the same parameters. */
  'applicant-access.sign-in-code-renewed': withRenewalNotice(SIGN_IN_CODE),
  'applicant-access.transfer-code-renewed': withRenewalNotice(TRANSFER_CODE),
});

/** The template of a code's e-mail; `renewed`: sent in place of a late one, saying why. */
export function codeTemplateFor(purpose: CodePurpose, renewed = false): string {
  if (renewed)
    return purpose === 'transfer'
      ? ApplicantAccessMail['applicant-access.transfer-code-renewed']
      : ApplicantAccessMail['applicant-access.sign-in-code-renewed'];
  return purpose === 'transfer'
    ? ApplicantAccessMail['applicant-access.transfer-code']
    : ApplicantAccessMail['applicant-access.sign-in-code'];
}

/** Every template that carries a code, with its purpose: what the outbox renews when it is late. */
export const CODE_TEMPLATES: ReadonlyMap<string, CodePurpose> = new Map<string, CodePurpose>([
  [ApplicantAccessMail['applicant-access.sign-in-code'], 'sign-in'],
  [ApplicantAccessMail['applicant-access.sign-in-code-renewed'], 'sign-in'],
  [ApplicantAccessMail['applicant-access.transfer-code'], 'transfer'],
  [ApplicantAccessMail['applicant-access.transfer-code-renewed'], 'transfer'],
]);
