/** The back office's languages (../types.ts), spelled out so that the browser tests can read this file too. */
type Locale = 'ckb' | 'en' | 'ar' | 'kmr';

/** Texts of the notifications screen (`resources.notifications.*`), in the four languages. */
export const notificationMessages: Record<Locale, Record<string, unknown>> = {
  en: {
    resources: {
      notifications: {
        name: 'Notification |||| Notifications',
        fields: { message: 'Notification', created_at: 'When', status: 'Status', read_at: 'Read at', actions: 'Actions' },
        tabs: { label: 'Which notifications', all: 'All', unread: 'Unread', read: 'Read', unread_count: 'Unread (%{count})' },
        status: { read: 'Read', unread: 'Unread' },
        actions: { mark_read: 'Mark as read', mark_read_of: 'Mark as read: %{message}', mark_all_read: 'Mark all as read' },
        marked: 'Marked as read',
        all_marked: '%{smart_count} notification marked as read |||| %{smart_count} notifications marked as read',
        no_more: 'No more notifications.',
        empty: 'No notifications here.',
      },
    },
  },
  ckb: {
    resources: {
      notifications: {
        name: 'ئاگادارکردنەوە |||| ئاگادارکردنەوەکان',
        fields: { message: 'ئاگادارکردنەوە', created_at: 'کەی', status: 'دۆخ', read_at: 'خوێندراوەتەوە لە', actions: 'کردارەکان' },
        tabs: {
          label: 'کام ئاگادارکردنەوانە',
          all: 'هەمووی',
          unread: 'نەخوێندراوە',
          read: 'خوێندراوە',
          unread_count: 'نەخوێندراوە (%{count})',
        },
        status: { read: 'خوێندراوە', unread: 'نەخوێندراوە' },
        actions: {
          mark_read: 'وەک خوێندراوە نیشانی بکە',
          mark_read_of: 'وەک خوێندراوە نیشانی بکە: %{message}',
          mark_all_read: 'هەمووی وەک خوێندراوە نیشان بکە',
        },
        marked: 'وەک خوێندراوە نیشانکرا',
        all_marked: '%{smart_count} ئاگادارکردنەوە وەک خوێندراوە نیشانکرا |||| %{smart_count} ئاگادارکردنەوە وەک خوێندراوە نیشانکران',
        no_more: 'ئاگادارکردنەوەی تر نییە.',
        empty: 'هیچ ئاگادارکردنەوەیەک لێرە نییە.',
      },
    },
  },
  ar: {
    resources: {
      notifications: {
        name: 'إشعار |||| الإشعارات',
        fields: { message: 'الإشعار', created_at: 'متى', status: 'الحالة', read_at: 'قُرئ في', actions: 'الإجراءات' },
        tabs: { label: 'أي الإشعارات', all: 'الكل', unread: 'غير المقروءة', read: 'المقروءة', unread_count: 'غير المقروءة (%{count})' },
        status: { read: 'مقروء', unread: 'غير مقروء' },
        actions: { mark_read: 'تعليم كمقروء', mark_read_of: 'تعليم كمقروء: %{message}', mark_all_read: 'تعليم الكل كمقروء' },
        marked: 'عُلِّم كمقروء',
        all_marked: 'عُلِّم %{smart_count} إشعار كمقروء |||| عُلِّمت %{smart_count} إشعارات كمقروءة',
        no_more: 'لا مزيد من الإشعارات.',
        empty: 'لا توجد إشعارات هنا.',
      },
    },
  },
  kmr: {
    resources: {
      notifications: {
        name: 'Agahdarî |||| Agahdarî',
        fields: { message: 'Agahdarî', created_at: 'Kengî', status: 'Rewş', read_at: 'Hat xwendin', actions: 'Çalakî' },
        tabs: { label: 'Kîjan agahdarî', all: 'Hemû', unread: 'Nexwendî', read: 'Xwendî', unread_count: 'Nexwendî (%{count})' },
        status: { read: 'Xwendî', unread: 'Nexwendî' },
        actions: {
          mark_read: 'Wek xwendî nîşan bike',
          mark_read_of: 'Wek xwendî nîşan bike: %{message}',
          mark_all_read: 'Hemûyan wek xwendî nîşan bike',
        },
        marked: 'Wek xwendî hat nîşankirin',
        all_marked: '%{smart_count} agahdarî wek xwendî hat nîşankirin |||| %{smart_count} agahdarî wek xwendî hatin nîşankirin',
        no_more: 'Agahdariyên din tune ne.',
        empty: 'Li vir tu agahdarî tune.',
      },
    },
  },
};
