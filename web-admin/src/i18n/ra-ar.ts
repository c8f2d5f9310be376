/**
 * react-admin's own texts in Arabic (no ra-language-arabic is installed): every key of
 * ra-language-english, so nothing falls back to English (ra-catalogues.test.ts checks it).
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
    bulk_delete_content: 'هل أنت متأكد من حذف %{name}؟ |||| هل أنت متأكد من حذف هذه العناصر الـ %{smart_count}؟',
    bulk_delete_title: 'حذف %{name} |||| حذف %{smart_count} %{name}',
    bulk_update_content: 'هل أنت متأكد من تحديث %{name} %{recordRepresentation}؟ |||| هل أنت متأكد من تحديث هذه العناصر الـ %{smart_count}؟',
    bulk_update_title: 'تحديث %{name} %{recordRepresentation} |||| تحديث %{smart_count} %{name}',
    clear_array_input: 'هل أنت متأكد من مسح القائمة بأكملها؟',
    select_all_limit_reached: 'العناصر أكثر من أن تُحدَّد كلها. حُدِّد أول %{max} عنصر فقط.',
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
  // The rest of ra-language-english's keys (issue 24 §5: they fell back to English); ra-catalogues.test.ts checks the set.
  input: {
    file: { upload_several: 'أفلت بعض الملفات لتحميلها، أو انقر لاختيار أحدها.', upload_single: 'أفلت ملفًا لتحميله، أو انقر لاختياره.' },
    image: { upload_several: 'أفلت بعض الصور لتحميلها، أو انقر لاختيار إحداها.', upload_single: 'أفلت صورة لتحميلها، أو انقر لاختيارها.' },
    references: { all_missing: 'تعذر العثور على البيانات المرتبطة.', many_missing: 'يبدو أن أحد المراجع المرتبطة على الأقل لم يعد متاحًا.', single_missing: 'يبدو أن المرجع المرتبط لم يعد متاحًا.' },
    password: { toggle_visible: 'إخفاء كلمة المرور', toggle_hidden: 'إظهار كلمة المرور' },
  },
  saved_queries: {
    label: 'عمليات البحث المحفوظة', query_name: 'اسم البحث', new_label: 'حفظ البحث الحالي...', new_dialog_title: 'حفظ البحث الحالي باسم',
    remove_label: 'إزالة البحث المحفوظ', remove_label_with_name: 'إزالة البحث «%{name}»', remove_dialog_title: 'إزالة البحث المحفوظ؟',
    remove_message: 'هل أنت متأكد من إزالة هذا العنصر من قائمة عمليات البحث المحفوظة؟', help: 'صفِّ القائمة واحفظ هذا البحث لوقت لاحق',
  },
  guesser: { empty: { title: 'لا توجد بيانات للعرض', message: 'يرجى التحقق من مزود البيانات' } },
  configurable: {
    customize: 'تخصيص', configureMode: 'تهيئة هذه الصفحة',
    inspector: { title: 'المفتش', content: 'مرّر المؤشر فوق عناصر الواجهة لتهيئتها', reset: 'إعادة ضبط الإعدادات', hideAll: 'إخفاء الكل', showAll: 'إظهار الكل' },
    Datagrid: { title: 'جدول البيانات', unlabeled: 'عمود بلا عنوان رقم %{column}' },
    SimpleForm: { title: 'النموذج', unlabeled: 'حقل بلا عنوان رقم %{input}' },
    SimpleList: { title: 'القائمة', primaryText: 'النص الأساسي', secondaryText: 'النص الثانوي', tertiaryText: 'النص الثالث' },
  },
};
