/**
 * react-admin's own texts in Central Kurdish (no ra-language package exists for it): every key of
 * ra-language-english, so nothing falls back to English (ra-catalogues.test.ts checks it).
 */
export const raCkb = {
  action: {
    add_filter: 'زیادکردنی پاڵاوتن', add: 'زیادکردن', back: 'گەڕانەوە', cancel: 'هەڵوەشاندنەوە', clear_input_value: 'سڕینەوەی نرخ', clone: 'لەبەرگرتنەوە',
    close: 'داخستن', confirm: 'دڵنیاکردنەوە', create: 'دروستکردن', delete: 'سڕینەوە', edit: 'دەستکاری', export: 'هەناردن', list: 'لیست', refresh: 'نوێکردنەوە',
    remove_filter: 'لابردنی ئەم پاڵاوتنە', remove_all_filters: 'لابردنی هەموو پاڵاوتنەکان', remove: 'لابردن', reset: 'ڕێکخستنەوە', save: 'پاشەکەوتکردن',
    search: 'گەڕان', show: 'پیشاندان', sort: 'ڕیزکردن', undo: 'گەڕاندنەوە', unselect: 'لابردنی هەڵبژاردن', expand: 'فراوانکردن', open: 'کردنەوە',
    open_menu: 'کردنەوەی لیستی هەڵبژاردەکان', close_menu: 'داخستنی لیستی هەڵبژاردەکان', update: 'نوێکردنەوە', toggle_theme: 'گۆڕینی ڕووناک/تاریک',
    select_columns: 'ستوونەکان', select_all: 'هەڵبژاردنی هەموو', select_all_button: 'هەڵبژاردنی هەموو', select_row: 'هەڵبژاردنی ئەم ڕیزە',
    update_application: 'دووبارە بارکردنەوەی بەرنامە', search_columns: 'گەڕان لە ستوونەکان', move_up: 'بەرزکردنەوە', move_down: 'نزمکردنەوە',
    bulk_actions: '١ دانە هەڵبژێردرا |||| %{smart_count} دانە هەڵبژێردران', create_item: 'دروستکردنی %{item}', clear_array_input: 'پاککردنەوەی لیستەکە',
  },
  boolean: { true: 'بەڵێ', false: 'نەخێر', null: ' ' },
  page: {
    create: 'دروستکردنی %{name}', dashboard: 'داشبۆرد', edit: '%{name} %{recordRepresentation}', error: 'هەڵەیەک ڕوویدا', list: '%{name}', loading: 'بارکردن',
    not_found: 'نەدۆزرایەوە', show: '%{name} %{recordRepresentation}', empty: 'هێشتا هیچ %{name} نییە.', invite: 'دەتەوێت یەکێک زیاد بکەیت؟',
    access_denied: 'ڕێگەپێدان نەدرا', authentication_error: 'هەڵەی ناسینەوە',
  },
  message: {
    bulk_delete_content: 'دڵنیایت دەتەوێت ئەم %{name} بسڕیتەوە؟ |||| دڵنیایت دەتەوێت ئەم %{smart_count} دانەیە بسڕیتەوە؟',
    bulk_delete_title: 'سڕینەوەی %{name} |||| سڕینەوەی %{smart_count} %{name}',
    bulk_update_content: 'دڵنیایت دەتەوێت %{name} %{recordRepresentation} نوێ بکەیتەوە؟ |||| دڵنیایت دەتەوێت ئەم %{smart_count} دانەیە نوێ بکەیتەوە؟',
    bulk_update_title: 'نوێکردنەوەی %{name} %{recordRepresentation} |||| نوێکردنەوەی %{smart_count} %{name}',
    clear_array_input: 'دڵنیایت دەتەوێت هەموو لیستەکە پاک بکەیتەوە؟',
    select_all_limit_reached: 'دانەکان زۆرترن لەوەی هەمووی هەڵبژێردرێن. تەنها یەکەم %{max} دانە هەڵبژێردران.',
    about: 'دەربارە', access_denied: 'مۆڵەتی پێویستت نییە بۆ بینینی ئەم پەڕەیە', are_you_sure: 'دڵنیایت؟', details: 'وردەکاری',
    error: 'هەڵەیەک ڕوویدا و داواکارییەکەت تەواو نەبوو.', invalid_form: 'فۆرمەکە دروست نییە. تکایە هەڵەکان بپشکنە', loading: 'تکایە چاوەڕێ بکە',
    no: 'نەخێر', not_found: 'یان ناونیشانێکی هەڵەت نووسیوە، یان بەستەرێکی خراپت کردووەتەوە.', yes: 'بەڵێ',
    unsaved_changes: 'هەندێک لە گۆڕانکارییەکانت پاشەکەوت نەکراون. دڵنیایت دەتەوێت پشتگوێیان بخەیت؟', placeholder_data_warning: 'کێشەی تۆڕ: نوێکردنەوەی زانیاری سەرنەکەوت.',
    authentication_error: 'ڕاژەکاری ناسینەوە هەڵەیەکی گەڕاندەوە.', auth_error: 'هەڵەیەک لە پشکنینی نیشانەی ناسینەوەدا ڕوویدا.',
    delete_title: 'سڕینەوەی %{name} %{recordRepresentation}', delete_content: 'دڵنیایت دەتەوێت ئەم %{name} بسڕیتەوە؟',
  },
  navigation: {
    clear_filters: 'پاککردنەوەی پاڵاوتنەکان', no_filtered_results: 'هیچ %{name} بە پاڵاوتنەکانی ئێستا نەدۆزرایەوە.', no_results: 'هیچ %{name} نەدۆزرایەوە',
    no_more_results: 'ژمارەی پەڕەی %{page} لە سنوور دەرچووە. پەڕەی پێشوو تاقی بکەرەوە.', page_out_of_boundaries: 'ژمارەی پەڕەی %{page} لە سنوور دەرچووە',
    page_out_from_end: 'ناتوانرێت دوای دوایین پەڕە بڕۆیت', page_out_from_begin: 'ناتوانرێت پێش پەڕەی ١ بڕۆیت', page_range_info: '%{offsetBegin}-%{offsetEnd} لە %{total}',
    partial_page_range_info: '%{offsetBegin}-%{offsetEnd} لە زیاتر لە %{offsetEnd}', current_page: 'پەڕەی %{page}', page: 'بڕۆ بۆ پەڕەی %{page}',
    first: 'بڕۆ بۆ یەکەم پەڕە', last: 'بڕۆ بۆ دوایین پەڕە', next: 'بڕۆ بۆ پەڕەی دواتر', previous: 'بڕۆ بۆ پەڕەی پێشوو', page_rows_per_page: 'ڕیز لە هەر پەڕەیەک:',
    skip_nav: 'بازدان بۆ ناوەڕۆک',
  },
  sort: { sort_by: 'ڕیزکردن بەپێی %{field_lower_first} %{order}', ASC: 'بەرزبوونەوە', DESC: 'نزمبوونەوە' },
  auth: {
    auth_check_error: 'تکایە بچۆ ژوورەوە بۆ بەردەوامبوون', user_menu: 'پرۆفایل', username: 'ناوی بەکارهێنەر', password: 'وشەی نهێنی', email: 'ئیمەیڵ',
    sign_in: 'چوونەژوورەوە', sign_in_error: 'ناسینەوە سەرنەکەوت، تکایە دووبارە هەوڵ بدەرەوە', logout: 'چوونەدەرەوە',
  },
  notification: {
    updated: 'نوێکرایەوە |||| %{smart_count} دانە نوێکرانەوە', created: 'دروستکرا', deleted: 'سڕایەوە |||| %{smart_count} دانە سڕانەوە', bad_item: 'دانەی هەڵە',
    item_doesnt_exist: 'ئەم دانەیە بوونی نییە', http_error: 'هەڵەی پەیوەندی بە ڕاژەکارەوە', data_provider_error: 'هەڵەی دابینکەری زانیاری.',
    i18n_error: 'وەرگێڕانەکانی ئەم زمانە بار نەکران', canceled: 'کردارەکە هەڵوەشێنرایەوە', logged_out: 'دانیشتنەکەت کۆتایی هات، تکایە دووبارە بچۆ ژوورەوە.',
    not_authorized: 'مۆڵەتت نییە بۆ ئەم سەرچاوەیە.', application_update_available: 'وەشانێکی نوێ بەردەستە.', offline: 'پەیوەندی نییە. زانیاری وەرنەگیرا.',
  },
  validation: {
    required: 'پێویستە', minLength: 'دەبێت لانیکەم %{min} پیت بێت', maxLength: 'دەبێت %{max} پیت یان کەمتر بێت', minValue: 'دەبێت لانیکەم %{min} بێت',
    maxValue: 'دەبێت %{max} یان کەمتر بێت', number: 'دەبێت ژمارە بێت', email: 'دەبێت ئیمەیڵێکی دروست بێت', oneOf: 'دەبێت یەکێک بێت لە: %{options}',
    regex: 'دەبێت لەگەڵ شێوازێکی دیاریکراو بگونجێت: %{pattern}', unique: 'دەبێت تاک بێت',
  },
  // The rest of ra-language-english's keys (issue 24 §5: they fell back to English); ra-catalogues.test.ts checks the set.
  input: {
    file: { upload_several: 'چەند پەڕگەیەک ڕابکێشە ئێرە بۆ بارکردن، یان کلیک بکە بۆ هەڵبژاردنی یەکێک.', upload_single: 'پەڕگەیەک ڕابکێشە ئێرە بۆ بارکردن، یان کلیک بکە بۆ هەڵبژاردنی.' },
    image: { upload_several: 'چەند وێنەیەک ڕابکێشە ئێرە بۆ بارکردن، یان کلیک بکە بۆ هەڵبژاردنی یەکێک.', upload_single: 'وێنەیەک ڕابکێشە ئێرە بۆ بارکردن، یان کلیک بکە بۆ هەڵبژاردنی.' },
    references: { all_missing: 'زانیاریی پەیوەندیدار نەدۆزرایەوە.', many_missing: 'لانیکەم یەکێک لە تۆمارە پەیوەندیدارەکان چیتر بەردەست نییە.', single_missing: 'تۆماری پەیوەندیدار چیتر بەردەست نییە.' },
    password: { toggle_visible: 'شاردنەوەی وشەی نهێنی', toggle_hidden: 'پیشاندانی وشەی نهێنی' },
  },
  saved_queries: {
    label: 'گەڕانە پاشەکەوتکراوەکان', query_name: 'ناوی گەڕان', new_label: 'پاشەکەوتکردنی گەڕانی ئێستا...', new_dialog_title: 'پاشەکەوتکردنی گەڕانی ئێستا بە ناوی',
    remove_label: 'لابردنی گەڕانی پاشەکەوتکراو', remove_label_with_name: 'لابردنی گەڕانی «%{name}»', remove_dialog_title: 'گەڕانی پاشەکەوتکراو لاببرێت؟',
    remove_message: 'دڵنیایت دەتەوێت ئەم دانەیە لە لیستی گەڕانە پاشەکەوتکراوەکانت لاببەیت؟', help: 'لیستەکە بپاڵێوە و ئەم گەڕانە بۆ دواتر پاشەکەوت بکە',
  },
  guesser: { empty: { title: 'هیچ زانیارییەک نییە بۆ پیشاندان', message: 'تکایە دابینکەری زانیاری بپشکنە' } },
  configurable: {
    customize: 'ڕێکخستن', configureMode: 'ڕێکخستنی ئەم پەڕەیە',
    inspector: { title: 'پشکنەر', content: 'ماوس ببە سەر بەشەکانی ڕووکار بۆ ڕێکخستنیان', reset: 'گەڕاندنەوەی ڕێکخستنەکان', hideAll: 'شاردنەوەی هەموو', showAll: 'پیشاندانی هەموو' },
    Datagrid: { title: 'خشتە', unlabeled: 'ستوونی بێناوی ژمارە %{column}' },
    SimpleForm: { title: 'فۆرم', unlabeled: 'خانەی بێناوی ژمارە %{input}' },
    SimpleList: { title: 'لیست', primaryText: 'دەقی سەرەکی', secondaryText: 'دەقی دووەم', tertiaryText: 'دەقی سێیەم' },
  },
};
