import { defineFieldLabels, defineMessages } from '../shared/i18n/messages.js';

export const IdentityMessages = defineMessages({
  'sign-in.failed': {
    ckb: 'سەرنەکەوتوو! تکایە ئیمەیڵ و وشەی نهێنییەکەت بپشکنە',
    en: 'Failed! Please check your email and password',
    ar: 'فشل! يرجى التحقق من بريدك الإلكتروني وكلمة المرور',
    kmr: 'Bi ser neket! Ji kerema xwe e-name û şîfreya xwe kontrol bike',
  },
  'sign-in.totp-required': {
    ckb: 'کۆدی شەش ژمارەیی ئەپی ناسینەوەکەت بنووسە',
    en: 'Enter the six-digit code from your authenticator app',
    ar: 'أدخل الرمز المكوّن من ستة أرقام من تطبيق المصادقة',
    kmr: 'Koda şeş reqemî ya sepana xwe ya piştrastkirinê binivîse',
  },
  'sign-in.totp-invalid': {
    ckb: 'کۆدی ئەپی ناسینەوە هەڵەیە یان بەکارهاتووە',
    en: 'The authenticator code is wrong or was already used',
    ar: 'رمز المصادقة غير صحيح أو تم استخدامه مسبقاً',
    kmr: 'Koda piştrastkirinê xelet e an berê hatiye bikaranîn',
  },
  'sign-in.throttled': {
    ckb: 'هەوڵی هەڵەی زۆر؛ دوای {{minutes}} خولەک هەوڵ بدەرەوە',
    en: 'Too many failed attempts; try again in {{minutes}} minutes',
    ar: 'محاولات فاشلة كثيرة؛ حاول مجدداً بعد {{minutes}} دقيقة',
    kmr: 'Gelek hewlên têkçûyî; piştî {{minutes}} deqeyan dîsa biceribîne',
  },
  'totp-enrollment-required': {
    ckb: 'پێش بەردەوامبوون، ئەپی ناسینەوە ڕێکبخە (هەنگاوی دووەمی چوونەژوورەوە)',
    en: 'Set up your authenticator app (second sign-in step) before you continue',
    ar: 'قم بإعداد تطبيق المصادقة (خطوة الدخول الثانية) قبل المتابعة',
    kmr: 'Berî ku bidomînî sepana piştrastkirinê (gava duyem a têketinê) saz bike',
  },
  'totp.no-pending-secret': {
    ckb: 'سەرەتا داوای کلیلێکی نوێی ئەپی ناسینەوە بکە',
    en: 'Ask for a new authenticator key first',
    ar: 'اطلب مفتاح مصادقة جديداً أولاً',
    kmr: 'Pêşî mifteyeke nû ya piştrastkirinê bixwaze',
  },
  'password.is-email': {
    ckb: '{{field}}: وشەی نهێنی نابێت هەمان ئیمەیڵ بێت',
    en: '{{field}}: the password must not be the e-mail address',
    ar: '{{field}}: يجب ألا تكون كلمة المرور هي البريد الإلكتروني',
    kmr: '{{field}}: şîfre nabe ku navnîşana e-nameyê be',
  },
  'password.too-common': {
    ckb: '{{field}}: ئەم وشەی نهێنییە زۆر باوە یان بە ئاسانی دەدۆزرێتەوە؛ چەند وشەیەکی نەناسراو بەکاربهێنە',
    en: '{{field}}: this password is too common or too easy to guess; use a few unrelated words',
    ar: '{{field}}: كلمة المرور هذه شائعة جداً أو سهلة التخمين؛ استخدم بضع كلمات غير مترابطة',
    kmr: '{{field}}: ev şîfre pir belav e an bi hêsanî tê texmînkirin; çend peyvên ne girêdayî hev bi kar bîne',
  },
  'password.current-wrong': {
    ckb: '{{field}}: وشەی نهێنی ئێستا هەڵەیە',
    en: '{{field}}: the current password is wrong',
    ar: '{{field}}: كلمة المرور الحالية غير صحيحة',
    kmr: '{{field}}: şîfreya niha xelet e',
  },
  'user.email-taken': {
    ckb: '{{field}}: بەکارهێنەرێک بەم ئیمەیڵە هەیە',
    en: '{{field}}: a user with this e-mail exists already',
    ar: '{{field}}: يوجد مستخدم بهذا البريد الإلكتروني',
    kmr: '{{field}}: bikarhênerek bi vê e-nameyê heye',
  },
  'user.not-found': {
    ckb: 'بەکارهێنەرەکە نەدۆزرایەوە',
    en: 'The user was not found',
    ar: 'لم يتم العثور على المستخدم',
    kmr: 'Bikarhêner nehat dîtin',
  },
  'user.cannot-deactivate-self': {
    ckb: 'ناتوانیت هەژماری خۆت ناچالاک بکەیت',
    en: 'You cannot deactivate your own account',
    ar: 'لا يمكنك تعطيل حسابك الخاص',
    kmr: 'Tu nikarî hesabê xwe neçalak bikî',
  },
  'user.applicant-not-staff': {
    ckb: 'ئەم کردارە تەنها بۆ کارمەندانە',
    en: 'This action is for staff accounts only',
    ar: 'هذا الإجراء لحسابات الموظفين فقط',
    kmr: 'Ev çalakî tenê ji bo hesabên karmendan e',
  },
  'notification.not-found': {
    ckb: 'ئاگادارکردنەوەکە نەدۆزرایەوە',
    en: 'The notification was not found',
    ar: 'لم يتم العثور على الإشعار',
    kmr: 'Agahdarî nehat dîtin',
  },
});

defineFieldLabels({
  email: { ckb: 'ئیمەیڵ', en: 'E-mail', ar: 'البريد الإلكتروني', kmr: 'E-name' },
  password: { ckb: 'وشەی نهێنی', en: 'Password', ar: 'كلمة المرور', kmr: 'Şîfre' },
  current_password: { ckb: 'وشەی نهێنی ئێستا', en: 'Current password', ar: 'كلمة المرور الحالية', kmr: 'Şîfreya niha' },
  new_password: { ckb: 'وشەی نهێنی نوێ', en: 'New password', ar: 'كلمة المرور الجديدة', kmr: 'Şîfreya nû' },
  otp: { ckb: 'کۆد', en: 'Code', ar: 'الرمز', kmr: 'Kod' },
  locale: { ckb: 'زمان', en: 'Language', ar: 'اللغة', kmr: 'Ziman' },
  version: { ckb: 'وەشان', en: 'Version', ar: 'الإصدار', kmr: 'Guherto' },
  first_name: { ckb: 'ناوی یەکەم', en: 'First name', ar: 'الاسم الأول', kmr: 'Nav' },
  last_name: { ckb: 'ناوی کۆتایی', en: 'Last name', ar: 'اسم العائلة', kmr: 'Paşnav' },
  date_of_birth: { ckb: 'ڕێکەوتی لەدایکبوون', en: 'Date of birth', ar: 'تاريخ الميلاد', kmr: 'Dîroka jidayikbûnê' },
  roles: { ckb: 'ڕۆڵەکان', en: 'Roles', ar: 'الأدوار', kmr: 'Rol' },
  reason: { ckb: 'هۆکار', en: 'Reason', ar: 'السبب', kmr: 'Sedem' },
  status: { ckb: 'دۆخ', en: 'Status', ar: 'الحالة', kmr: 'Rewş' },
  page: { ckb: 'پەڕە', en: 'Page', ar: 'الصفحة', kmr: 'Rûpel' },
  rowsPerPage: { ckb: 'ڕیز لە هەر پەڕەیەک', en: 'Rows per page', ar: 'صفوف لكل صفحة', kmr: 'Rêz di rûpelekê de' },
});
