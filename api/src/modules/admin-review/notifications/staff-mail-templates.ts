import { defineMailTemplates } from '#src/infrastructure/outbox/templates';

const SIGNATURE = {
  ckb: 'تۆمارگەی کۆمپانیاکان — ئۆفیسی پشتەوە',
  en: 'Business Registry — back office',
  ar: 'سجل الشركات — المكتب الخلفي',
  kmr: 'Qeyda Şirketan — ofîsa paşîn',
};

/** The e-mail twin of a staff notification: the in-app sentence, and where to open the application. */
function staffMail(subject: Record<'ckb' | 'en' | 'ar' | 'kmr', string>) {
  return {
    subject,
    text: {
      ckb: `${subject.ckb}.\n\nلە ئۆفیسی پشتەوە بیکەرەوە: {{link}}\n\n${SIGNATURE.ckb}`,
      en: `${subject.en}.\n\nOpen it in the back office: {{link}}\n\n${SIGNATURE.en}`,
      ar: `${subject.ar}.\n\nافتحه في المكتب الخلفي: {{link}}\n\n${SIGNATURE.ar}`,
      kmr: `${subject.kmr}.\n\nDi ofîsa paşîn de veke: {{link}}\n\n${SIGNATURE.kmr}`,
    },
  };
}

/** Parameters: name, reference, link. */
export const StaffMail = defineMailTemplates({
  'staff.assigned': staffMail({
    ckb: 'داواکاریی «{{name}}» (#{{reference}}) درایە تۆ',
    en: 'The application «{{name}}» (#{{reference}}) was assigned to you',
    ar: 'أُسند إليك الطلب «{{name}}» (#{{reference}})',
    kmr: 'Serlêdana «{{name}}» (#{{reference}}) ji te re hate spartin',
  }),
  'staff.resubmitted': staffMail({
    ckb: 'داواکاریی «{{name}}» (#{{reference}}) دوای داواکردنی ڕاستکردنەوەکەت دووبارە نێردرایەوە',
    en: 'The application «{{name}}» (#{{reference}}) was resubmitted after your correction request',
    ar: 'أُعيد تقديم الطلب «{{name}}» (#{{reference}}) بعد طلبك التصحيح',
    kmr: 'Serlêdana «{{name}}» (#{{reference}}) piştî daxwaza te ya rastkirinê dîsa hate şandin',
  }),
  'staff.due-soon': staffMail({
    ckb: 'کاتی داواکاریی «{{name}}» (#{{reference}}) لە ماوەی ڕۆژێکی کاردا تەواو دەبێت',
    en: 'The application «{{name}}» (#{{reference}}) falls due within a working day',
    ar: 'يحين موعد الطلب «{{name}}» (#{{reference}}) خلال يوم عمل',
    kmr: 'Dema serlêdana «{{name}}» (#{{reference}}) di nav rojeke kar de diqede',
  }),
});
