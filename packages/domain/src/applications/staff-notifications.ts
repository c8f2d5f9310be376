/**
 * What a member of staff is told about their work (issue 22 §6), as message codes rendered in
 * the reader's language when read. `{{name}}` is the application's name, `{{reference}}` its
 * short reference (the first eight characters of its id).
 */
import { defineMessages } from '../shared/i18n/messages.js';

export const STAFF_NOTIFICATION_REASONS = ['assigned', 'resubmitted', 'due-soon'] as const;
export type StaffNotificationReason = (typeof STAFF_NOTIFICATION_REASONS)[number];

/** A staff member's choice: in the back office only, or there and by e-mail. */
export const NOTIFICATION_CHANNELS = ['in_app', 'in_app_and_email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const StaffNotificationMessages = defineMessages({
  'staff-notification.assigned': {
    ckb: 'داواکاریی «{{name}}» (#{{reference}}) درایە تۆ',
    en: 'The application «{{name}}» (#{{reference}}) was assigned to you',
    ar: 'أُسند إليك الطلب «{{name}}» (#{{reference}})',
    kmr: 'Serlêdana «{{name}}» (#{{reference}}) ji te re hate spartin',
  },
  'staff-notification.resubmitted': {
    ckb: 'داواکاریی «{{name}}» (#{{reference}}) دوای داواکردنی ڕاستکردنەوەکەت دووبارە نێردرایەوە',
    en: 'The application «{{name}}» (#{{reference}}) was resubmitted after your correction request',
    ar: 'أُعيد تقديم الطلب «{{name}}» (#{{reference}}) بعد طلبك التصحيح',
    kmr: 'Serlêdana «{{name}}» (#{{reference}}) piştî daxwaza te ya rastkirinê dîsa hate şandin',
  },
  'staff-notification.due-soon': {
    ckb: 'کاتی داواکاریی «{{name}}» (#{{reference}}) لە ماوەی ڕۆژێکی کاردا تەواو دەبێت',
    en: 'The application «{{name}}» (#{{reference}}) falls due within a working day',
    ar: 'يحين موعد الطلب «{{name}}» (#{{reference}}) خلال يوم عمل',
    kmr: 'Dema serlêdana «{{name}}» (#{{reference}}) di nav rojeke kar de diqede',
  },
});

export const staffNotificationCode = (reason: StaffNotificationReason): string => `staff-notification.${reason}`;
