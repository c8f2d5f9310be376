import type { Locale } from './locale.js';

/** The per-user trail's screen (`resources.audit-trail.*`). */
export const auditTrailMessages: Record<Locale, Record<string, unknown>> = {
  en: {
    name: 'Activity trail |||| Activity trail',
    fields: {
      actor: 'Staff e-mail or id, or applicant e-mail',
      at_gte: 'From the day',
      at_lte: 'To the day',
      recordedAt: 'When',
      type: 'Event',
      record: 'Record',
      hash: 'Hash',
    },
    show: 'Show the activity',
    hint: 'Everything a member of staff or an applicant recorded, newest first, across every application and register.',
    empty: 'No events recorded by this person in this period.',
  },
  ckb: {
    name: 'شوێنپێی چالاکی |||| شوێنپێی چالاکی',
    fields: {
      actor: 'ئیمەیڵ یان ناسنامەی کارمەند، یان ئیمەیڵی داواکار',
      at_gte: 'لە ڕۆژی',
      at_lte: 'تا ڕۆژی',
      recordedAt: 'کات',
      type: 'ڕووداو',
      record: 'تۆمار',
      hash: 'هاش',
    },
    show: 'پیشاندانی چالاکی',
    hint: 'هەموو ئەوەی کارمەندێک یان داواکارێک تۆماری کردووە، نوێترین لە سەرەوە، لە هەموو داواکاری و تۆمارێکدا.',
    empty: 'ئەم کەسە لەم ماوەیەدا هیچ ڕووداوێکی تۆمار نەکردووە.',
  },
  ar: {
    name: 'سجل النشاط |||| سجل النشاط',
    fields: {
      actor: 'بريد الموظف أو معرّفه، أو بريد مقدّم الطلب',
      at_gte: 'من يوم',
      at_lte: 'إلى يوم',
      recordedAt: 'الوقت',
      type: 'الحدث',
      record: 'السجل',
      hash: 'البصمة',
    },
    show: 'عرض النشاط',
    hint: 'كل ما سجّله موظف أو مقدّم طلب، الأحدث أولًا، في كل الطلبات والسجلات.',
    empty: 'لم يسجّل هذا الشخص أي حدث في هذه المدة.',
  },
  kmr: {
    name: 'Şopa çalakiyê |||| Şopa çalakiyê',
    fields: {
      actor: 'E-name an nasnameya karmendê, an e-nameya serlêder',
      at_gte: 'Ji roja',
      at_lte: 'Heta roja',
      recordedAt: 'Dem',
      type: 'Bûyer',
      record: 'Qeyd',
      hash: 'Haş',
    },
    show: 'Çalakiyê nîşan bide',
    hint: 'Her tiştê ku karmendek an serlêderek tomar kiriye, yê herî nû li jor, di hemû serlêdan û qeydan de.',
    empty: 'Vî kesî di vê demê de tu bûyer tomar nekiriye.',
  },
};
