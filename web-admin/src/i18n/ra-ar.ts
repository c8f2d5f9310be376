/**
 * react-admin's own texts in Arabic (no ra-language-arabic is installed). The keys the back
 * office shows are here; any other falls back to English (providers/i18n-provider.ts).
 */
export const raAr = {
  action: {
    add_filter: 'إضافة عامل تصفية', add: 'إضافة', back: 'رجوع', cancel: 'إلغاء', clear_input_value: 'مسح القيمة', clone: 'نسخ', close: 'إغلاق', confirm: 'تأكيد',
    create: 'إنشاء', delete: 'حذف', edit: 'تعديل', export: 'تصدير', list: 'القائمة', refresh: 'تحديث', remove_filter: 'إزالة عامل التصفية هذا',
    remove_all_filters: 'إزالة كل عوامل التصفية', remove: 'إزالة', reset: 'إعادة ضبط', save: 'حفظ', search: 'بحث', show: 'عرض', sort: 'ترتيب', undo: 'تراجع',
    unselect: 'إلغاء التحديد', expand: 'توسيع', open: 'فتح', open_menu: 'فتح القائمة', close_menu: 'إغلاق القائمة', update: 'تحديث',
    toggle_theme: 'تبديل الوضع الفاتح/الداكن', select_columns: 'الأعمدة', select_all: 'تحديد الكل', select_all_button: 'تحديد الكل', select_row: 'تحديد هذا الصف',
    update_application: 'إعادة تحميل التطبيق', search_columns: 'البحث في الأعمدة', move_up: 'نقل لأعلى', move_down: 'نقل لأسفل',
    bulk_actions: 'عنصر واحد محدد |||| %{smart_count} عناصر محددة', create_item: 'إنشاء %{item}', clear_array_input: 'مسح القائمة',
  },
  boolean: { true: 'نعم', false: 'لا', null: ' ' },
  page: {
    create: 'إنشاء %{name}', dashboard: 'لوحة المعلومات', edit: '%{name} %{recordRepresentation}', error: 'حدث خطأ ما', list: '%{name}', loading: 'جارٍ التحميل',
    not_found: 'غير موجود', show: '%{name} %{recordRepresentation}', empty: 'لا يوجد %{name} بعد.', invite: 'هل تريد إضافة واحد؟',
    access_denied: 'تم رفض الوصول', authentication_error: 'خطأ في المصادقة',
  },
  message: {
    about: 'حول', access_denied: 'ليست لديك الصلاحيات اللازمة للوصول إلى هذه الصفحة', are_you_sure: 'هل أنت متأكد؟', details: 'التفاصيل',
    error: 'حدث خطأ ولم يكتمل طلبك.', invalid_form: 'النموذج غير صالح. يرجى التحقق من الأخطاء', loading: 'يرجى الانتظار', no: 'لا',
    not_found: 'إما أنك كتبت عنوانًا خاطئًا أو اتبعت رابطًا غير صالح.', yes: 'نعم', unsaved_changes: 'بعض تغييراتك لم تُحفظ. هل تريد تجاهلها؟',
    placeholder_data_warning: 'مشكلة في الشبكة: فشل تحديث البيانات.', authentication_error: 'أعاد خادم المصادقة خطأ.', auth_error: 'حدث خطأ أثناء التحقق من رمز المصادقة.',
    delete_title: 'حذف %{name} %{recordRepresentation}', delete_content: 'هل أنت متأكد من حذف هذا %{name}؟',
  },
  navigation: {
    clear_filters: 'مسح عوامل التصفية', no_filtered_results: 'لم يُعثر على %{name} بعوامل التصفية الحالية.', no_results: 'لم يُعثر على %{name}',
    no_more_results: 'رقم الصفحة %{page} خارج الحدود. جرّب الصفحة السابقة.', page_out_of_boundaries: 'رقم الصفحة %{page} خارج الحدود',
    page_out_from_end: 'لا يمكن تجاوز الصفحة الأخيرة', page_out_from_begin: 'لا يمكن الرجوع قبل الصفحة 1', page_range_info: '%{offsetBegin}-%{offsetEnd} من %{total}',
    partial_page_range_info: '%{offsetBegin}-%{offsetEnd} من أكثر من %{offsetEnd}', current_page: 'الصفحة %{page}', page: 'الانتقال إلى الصفحة %{page}',
    first: 'الانتقال إلى الصفحة الأولى', last: 'الانتقال إلى الصفحة الأخيرة', next: 'الانتقال إلى الصفحة التالية', previous: 'الانتقال إلى الصفحة السابقة',
    page_rows_per_page: 'عدد الصفوف في الصفحة:', skip_nav: 'انتقل إلى المحتوى',
  },
  sort: { sort_by: 'ترتيب حسب %{field_lower_first} %{order}', ASC: 'تصاعدي', DESC: 'تنازلي' },
  auth: {
    auth_check_error: 'يرجى تسجيل الدخول للمتابعة', user_menu: 'الملف الشخصي', username: 'اسم المستخدم', password: 'كلمة المرور', email: 'البريد الإلكتروني',
    sign_in: 'تسجيل الدخول', sign_in_error: 'فشلت المصادقة، يرجى المحاولة مرة أخرى', logout: 'تسجيل الخروج',
  },
  notification: {
    updated: 'تم التحديث |||| تم تحديث %{smart_count} عناصر', created: 'تم الإنشاء', deleted: 'تم الحذف |||| تم حذف %{smart_count} عناصر', bad_item: 'عنصر غير صحيح',
    item_doesnt_exist: 'العنصر غير موجود', http_error: 'خطأ في الاتصال بالخادم', data_provider_error: 'خطأ في مزود البيانات.',
    i18n_error: 'تعذر تحميل ترجمات هذه اللغة', canceled: 'تم إلغاء الإجراء', logged_out: 'انتهت جلستك، يرجى تسجيل الدخول مجددًا.',
    not_authorized: 'غير مصرح لك بالوصول إلى هذا المورد.', application_update_available: 'يتوفر إصدار جديد.', offline: 'لا يوجد اتصال. تعذر جلب البيانات.',
  },
  validation: {
    required: 'مطلوب', minLength: 'يجب ألا يقل عن %{min} حرفًا', maxLength: 'يجب ألا يزيد على %{max} حرفًا', minValue: 'يجب ألا يقل عن %{min}',
    maxValue: 'يجب ألا يزيد على %{max}', number: 'يجب أن يكون رقمًا', email: 'يجب أن يكون بريدًا إلكترونيًا صالحًا', oneOf: 'يجب أن يكون أحد: %{options}',
    regex: 'يجب أن يطابق صيغة محددة: %{pattern}', unique: 'يجب أن يكون فريدًا',
  },
};
