/**
 * The sign-in screen's texts in the four languages: the first screen a signed-out visit shows,
 * drawn by the light entry (main.tsx, layout/FirstSignIn.tsx) before react-admin and the
 * catalogues load. Each catalogue (en.ts, ckb.ts, ar.ts, kmr.ts) starts its `admin` and
 * `admin.auth` with these, so every text is written once.
 */
export const SIGN_IN = {
  ckb: {
    title: 'تۆماری بازرگانی · بەشی کارگێڕی',
    language: 'زمان',
    auth: {
      heading: 'چوونەژوورەوەی بەشی کارگێڕی',
      email: 'ئیمەیڵ',
      password: 'وشەی نهێنی',
      otp: 'کۆدی ناسێنەر',
      otp_help: 'ئەو شەش ژمارەیەی ئێستا ئەپی ناسێنەرەکەت پیشانی دەدات.',
      sign_in: 'چوونەژوورەوە',
      failed: 'سەرنەکەوت! تکایە ئیمەیڵ و وشەی نهێنییەکەت بپشکنە',
      totp_required: 'ئەم هەژمارە هۆکاری دووەمی هەیە: کۆدی ئەپی ناسێنەرەکەت بنووسە.',
      totp_invalid: 'کۆدی ناسێنەر دروست نییە. ئەو کۆدە تاقی بکەرەوە کە ئێستا پیشان دەدرێت.',
    },
  },
  en: {
    title: 'Business Registry · Back office',
    languages: { ckb: 'کوردی (سۆرانی)', en: 'English', ar: 'العربية', kmr: 'Kurmancî' },
    language: 'Language',
    auth: {
      heading: 'Back office sign-in',
      email: 'E-mail',
      password: 'Password',
      otp: 'Authenticator code',
      otp_help: 'The six digits your authenticator app shows now.',
      sign_in: 'Sign in',
      failed: 'Failed! Please check your email and password',
      totp_required: 'This account has a second factor: enter the code of your authenticator app.',
      totp_invalid: 'The authenticator code is not valid. Try the code shown now.',
    },
  },
  ar: {
    title: 'سجل الأعمال · المكتب الخلفي',
    language: 'اللغة',
    auth: {
      heading: 'تسجيل الدخول إلى المكتب الخلفي',
      email: 'البريد الإلكتروني',
      password: 'كلمة المرور',
      otp: 'رمز المصادقة',
      otp_help: 'الأرقام الستة التي يعرضها تطبيق المصادقة الآن.',
      sign_in: 'تسجيل الدخول',
      failed: 'فشل! يرجى التحقق من بريدك الإلكتروني وكلمة المرور',
      totp_required: 'لهذا الحساب عامل ثانٍ: أدخل رمز تطبيق المصادقة.',
      totp_invalid: 'رمز المصادقة غير صالح. جرّب الرمز المعروض الآن.',
    },
  },
  kmr: {
    title: 'Tomara Bazirganiyê · Beşa rêveberiyê',
    language: 'Ziman',
    auth: {
      heading: 'Têketina beşa rêveberiyê',
      email: 'E-name',
      password: 'Şîfre',
      otp: 'Koda naskirinê',
      otp_help: 'Şeş hejmarên ku sepana te ya naskirinê niha nîşan dide.',
      sign_in: 'Têkeve',
      failed: 'Serneket! Ji kerema xwe e-name û şîfreya xwe kontrol bike',
      totp_required: 'Ev hesab faktoreke duyem heye: koda sepana naskirinê binivîse.',
      totp_invalid: 'Koda naskirinê ne derbasdar e. Koda ku niha tê nîşandan biceribîne.',
    },
  },
};
