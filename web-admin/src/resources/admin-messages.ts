/** The back office's languages (./types.ts), spelled out so that the browser tests can read this file too. */
type Locale = 'ckb' | 'en' | 'ar' | 'kmr';

/** Texts every administration resource uses, merged into each entry's messages. */
export const directoryMessages: Record<Locale, Record<string, unknown>> = {
  en: {
    admin: {
      directory: {
        activate: 'Activate',
        deactivate: 'Deactivate',
        cancel: 'Cancel',
        reason: 'Reason',
        reason_help: 'Why, for the change log (at least %{min} characters).',
        reason_required: 'Give a reason of at least %{min} characters.',
        yes: 'Yes',
        no: 'No',
        section: 'Administration',
        languages: { ckb: 'Central Kurdish', en: 'English', ar: 'Arabic', kmr: 'Kurmanji' },
        name_in: 'Name (%{language})',
        empty: 'Nothing here yet.',
      },
    },
  },
  ckb: {
    admin: {
      directory: {
        activate: 'چالاککردن',
        deactivate: 'ناچالاککردن',
        cancel: 'پاشگەزبوونەوە',
        reason: 'هۆکار',
        reason_help: 'بۆچی، بۆ تۆماری گۆڕانکارییەکان (لانیکەم %{min} پیت).',
        reason_required: 'هۆکارێک بنووسە کە لانیکەم %{min} پیت بێت.',
        yes: 'بەڵێ',
        no: 'نەخێر',
        section: 'کارگێڕی',
        languages: { ckb: 'کوردیی ناوەندی', en: 'ئینگلیزی', ar: 'عەرەبی', kmr: 'کورمانجی' },
        name_in: 'ناو (%{language})',
        empty: 'هێشتا هیچ شتێک لێرە نییە.',
      },
    },
  },
  ar: {
    admin: {
      directory: {
        activate: 'تفعيل',
        deactivate: 'تعطيل',
        cancel: 'إلغاء',
        reason: 'السبب',
        reason_help: 'لماذا، لسجل التغييرات (%{min} أحرف على الأقل).',
        reason_required: 'اكتب سبباً من %{min} أحرف على الأقل.',
        yes: 'نعم',
        no: 'لا',
        section: 'الإدارة',
        languages: { ckb: 'الكردية الوسطى', en: 'الإنجليزية', ar: 'العربية', kmr: 'الكرمانجية' },
        name_in: 'الاسم (%{language})',
        empty: 'لا شيء هنا بعد.',
      },
    },
  },
  kmr: {
    admin: {
      directory: {
        activate: 'Çalak bike',
        deactivate: 'Neçalak bike',
        cancel: 'Betal bike',
        reason: 'Sedem',
        reason_help: 'Çima, ji bo tomara guhertinan (herî kêm %{min} tîp).',
        reason_required: 'Sedemeke herî kêm %{min} tîpî binivîse.',
        yes: 'Erê',
        no: 'Na',
        section: 'Rêveberî',
        languages: { ckb: 'Kurdiya navendî', en: 'Îngilîzî', ar: 'Erebî', kmr: 'Kurmancî' },
        name_in: 'Nav (%{language})',
        empty: 'Hê tiştek li vir tune.',
      },
    },
  },
};
