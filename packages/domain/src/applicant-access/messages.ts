import { defineFieldLabels, defineMessages } from '../shared/i18n/messages.js';

export const ApplicantAccessMessages = defineMessages({
  'otp.sent': {
    ckb: 'کۆدێک بۆ {{email}} نێردرا؛ بۆ ماوەی {{minutes}} خولەک بەکاردێت',
    en: 'A code was sent to {{email}}; it is valid for {{minutes}} minutes',
    ar: 'تم إرسال رمز إلى {{email}}؛ وهو صالح لمدة {{minutes}} دقائق',
    kmr: 'Kodek ji {{email}} re hate şandin; {{minutes}} deqeyan derbasdar e',
  },
  'otp.email-verified': {
    ckb: 'ئیمەیڵەکە پشتڕاستکرایەوە',
    en: 'E-mail verified',
    ar: 'تم التحقق من البريد الإلكتروني',
    kmr: 'E-name hate piştrastkirin',
  },
  'otp.invalid': {
    ckb: '{{field}}: کۆدەکە هەڵەیە، بەسەرچووە یان پێشتر بەکارهاتووە؛ ئەگەر پێویستە داوای کۆدێکی نوێ بکە',
    en: '{{field}}: the code is wrong, expired or already used; ask for a new one if needed',
    ar: '{{field}}: الرمز غير صحيح أو منتهي الصلاحية أو مستخدم مسبقاً؛ اطلب رمزاً جديداً عند الحاجة',
    kmr: '{{field}}: kod xelet e, qediyaye an berê hatiye bikaranîn; heke pêwîst be kodeke nû bixwaze',
  },
  'otp.resend-too-soon': {
    ckb: 'پێش داواکردنی کۆدێکی نوێ {{seconds}} چرکە چاوەڕێ بکە',
    en: 'Wait {{seconds}} seconds before asking for a new code',
    ar: 'انتظر {{seconds}} ثانية قبل طلب رمز جديد',
    kmr: 'Berî ku kodeke nû bixwazî {{seconds}} saniyeyan li bendê bimîne',
  },
  'otp.too-many-requests': {
    ckb: 'کۆدی زۆر داواکراوە؛ دوای {{minutes}} خولەک هەوڵ بدەرەوە',
    en: 'Too many codes were requested; try again in {{minutes}} minutes',
    ar: 'تم طلب رموز كثيرة جداً؛ حاول مجدداً بعد {{minutes}} دقيقة',
    kmr: 'Gelek kod hatin xwestin; piştî {{minutes}} deqeyan dîsa biceribîne',
  },
  'otp.verify-throttled': {
    ckb: 'کۆدی هەڵەی زۆر نووسرا؛ دوای {{minutes}} خولەک هەوڵ بدەرەوە',
    en: 'Too many wrong codes; try again in {{minutes}} minutes',
    ar: 'رموز خاطئة كثيرة جداً؛ حاول مجدداً بعد {{minutes}} دقيقة',
    kmr: 'Gelek kodên xelet; piştî {{minutes}} deqeyan dîsa biceribîne',
  },
  'otp.transfer-code-by-request': {
    ckb: '{{field}}: کۆدی گواستنەوە تەنها بە داواکاریی گواستنەوەی خاوەنی داواکارییەکە دەنێردرێت',
    en: '{{field}}: a transfer code is sent only by the owner’s request to transfer the application',
    ar: '{{field}}: لا يُرسل رمز النقل إلا بطلب مالك الطلب نقلَ ملكيته',
    kmr: '{{field}}: koda veguhastinê tenê bi daxwaza xwediyê serlêdanê ya veguhastinê tê şandin',
  },
});

defineFieldLabels({
  code: { ckb: 'کۆد', en: 'Code', ar: 'الرمز', kmr: 'Kod' },
  purpose: { ckb: 'مەبەست', en: 'Purpose', ar: 'الغرض', kmr: 'Armanc' },
});
