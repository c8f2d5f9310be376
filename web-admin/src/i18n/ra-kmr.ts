/**
 * react-admin's own texts in Kurmanji (no ra-language package exists for it): every key of
 * ra-language-english, so nothing falls back to English (ra-catalogues.test.ts checks it).
 */
export const raKmr = {
  action: {
    add_filter: 'Parzûnê zêde bike', add: 'Zêde bike', back: 'Vegere', cancel: 'Betal bike', clear_input_value: 'Nirxê paqij bike', clone: 'Kopî bike', close: 'Bigire',
    confirm: 'Piştrast bike', create: 'Biafirîne', delete: 'Jê bibe', edit: 'Biguherîne', export: 'Derxe', list: 'Lîste', refresh: 'Nû bike',
    remove_filter: 'Vê parzûnê rake', remove_all_filters: 'Hemû parzûnan rake', remove: 'Rake', reset: 'Ji nû ve saz bike', save: 'Tomar bike', search: 'Bigere',
    show: 'Nîşan bide', sort: 'Rêz bike', undo: 'Vegerîne', unselect: 'Hilbijartinê rake', expand: 'Fireh bike', open: 'Veke', open_menu: 'Menûyê veke',
    close_menu: 'Menûyê bigire', update: 'Nû bike', toggle_theme: 'Ronî/tarî biguherîne', select_columns: 'Stûn', select_all: 'Hemûyan hilbijêre',
    select_all_button: 'Hemûyan hilbijêre', select_row: 'Vê rêzê hilbijêre', update_application: 'Sepanê ji nû ve bar bike', search_columns: 'Di stûnan de bigere',
    move_up: 'Bilind bike', move_down: 'Nizm bike', bulk_actions: '1 hêman hate hilbijartin |||| %{smart_count} hêman hatin hilbijartin',
    create_item: '%{item} biafirîne', clear_array_input: 'Lîsteyê paqij bike',
  },
  boolean: { true: 'Erê', false: 'Na', null: ' ' },
  page: {
    create: '%{name} biafirîne', dashboard: 'Panela sereke', edit: '%{name} %{recordRepresentation}', error: 'Tiştek çewt çû', list: '%{name}', loading: 'Tê barkirin',
    not_found: 'Nehat dîtin', show: '%{name} %{recordRepresentation}', empty: 'Hê ti %{name} tune.', invite: 'Tu dixwazî yekê zêde bikî?',
    access_denied: 'Destûr nehat dayîn', authentication_error: 'Çewtiya naskirinê',
  },
  message: {
    bulk_delete_content: 'Tu bawer î ku dixwazî vê %{name} jê bibî? |||| Tu bawer î ku dixwazî van %{smart_count} hêmanan jê bibî?',
    bulk_delete_title: '%{name} jê bibe |||| %{smart_count} %{name} jê bibe',
    bulk_update_content: 'Tu bawer î ku dixwazî %{name} %{recordRepresentation} nû bikî? |||| Tu bawer î ku dixwazî van %{smart_count} hêmanan nû bikî?',
    bulk_update_title: '%{name} %{recordRepresentation} nû bike |||| %{smart_count} %{name} nû bike',
    clear_array_input: 'Tu bawer î ku dixwazî tevahiya lîsteyê paqij bikî?',
    select_all_limit_reached: 'Hêman ji bo hilbijartina hemûyan pir zêde ne. Tenê %{max} hêmanên pêşîn hatin hilbijartin.',
    about: 'Derbarê', access_denied: 'Destûra te ji bo vê rûpelê tune', are_you_sure: 'Tu bawer î?', details: 'Hûrgilî',
    error: 'Çewtiyek çêbû û daxwaza te temam nebû.', invalid_form: 'Form ne derbasdar e. Ji kerema xwe çewtiyan kontrol bike', loading: 'Ji kerema xwe li bendê be',
    no: 'Na', not_found: 'An te navnîşaneke şaş nivîsî, an jî te lînkeke xerab şopand.', yes: 'Erê',
    unsaved_changes: 'Hin guhertinên te nehatin tomarkirin. Tu dixwazî wan paşguh bikî?', placeholder_data_warning: 'Pirsgirêka torê: nûkirina daneyan serneket.',
    authentication_error: 'Servera naskirinê çewtiyek vegerand.', auth_error: 'Di kontrola nîşana naskirinê de çewtiyek çêbû.',
    delete_title: '%{name} %{recordRepresentation} jê bibe', delete_content: 'Tu bawer î ku tu dixwazî vê %{name} jê bibî?',
  },
  navigation: {
    clear_filters: 'Parzûnan paqij bike', no_filtered_results: 'Bi parzûnên niha ti %{name} nehat dîtin.', no_results: 'Ti %{name} nehat dîtin',
    no_more_results: 'Rûpela %{page} li derveyî sînor e. Rûpela berê biceribîne.', page_out_of_boundaries: 'Rûpela %{page} li derveyî sînor e',
    page_out_from_end: 'Piştî rûpela dawî nabe', page_out_from_begin: 'Berî rûpela 1 nabe', page_range_info: '%{offsetBegin}-%{offsetEnd} ji %{total}',
    partial_page_range_info: '%{offsetBegin}-%{offsetEnd} ji zêdetirî %{offsetEnd}', current_page: 'Rûpel %{page}', page: 'Here rûpela %{page}',
    first: 'Here rûpela yekem', last: 'Here rûpela dawî', next: 'Here rûpela pêş', previous: 'Here rûpela berê', page_rows_per_page: 'Rêz di rûpelekê de:',
    skip_nav: 'Here naverokê',
  },
  sort: { sort_by: 'Li gorî %{field_lower_first} %{order} rêz bike', ASC: 'hilkişî', DESC: 'daketî' },
  auth: {
    auth_check_error: 'Ji bo berdewamiyê ji kerema xwe têkeve', user_menu: 'Profîl', username: 'Navê bikarhêner', password: 'Şîfre', email: 'E-name',
    sign_in: 'Têkeve', sign_in_error: 'Naskirin serneket, ji kerema xwe dîsa biceribîne', logout: 'Derkeve',
  },
  notification: {
    updated: 'Hate nûkirin |||| %{smart_count} hêman hatin nûkirin', created: 'Hate afirandin', deleted: 'Hate jêbirin |||| %{smart_count} hêman hatin jêbirin',
    bad_item: 'Hêmana şaş', item_doesnt_exist: 'Ev hêman tune', http_error: 'Çewtiya têkiliya bi serverê re', data_provider_error: 'Çewtiya dabînkerê daneyan.',
    i18n_error: 'Wergerên vî zimanî nehatin barkirin', canceled: 'Çalakî hate betalkirin', logged_out: 'Danişîna te qediya, ji kerema xwe dîsa têkeve.',
    not_authorized: 'Destûra te ji bo vê çavkaniyê tune.', application_update_available: 'Guhertoyeke nû heye.', offline: 'Girêdan tune. Dane nehatin anîn.',
  },
  validation: {
    required: 'Pêwîst e', minLength: 'Divê herî kêm %{min} tîp be', maxLength: 'Divê %{max} tîp an kêmtir be', minValue: 'Divê herî kêm %{min} be',
    maxValue: 'Divê %{max} an kêmtir be', number: 'Divê hejmar be', email: 'Divê e-nameyeke derbasdar be', oneOf: 'Divê yek ji van be: %{options}',
    regex: 'Divê li gorî formatekî diyar be: %{pattern}', unique: 'Divê yekta be',
  },
  // The rest of ra-language-english's keys (issue 24 §5: they fell back to English); ra-catalogues.test.ts checks the set.
  input: {
    file: { upload_several: 'Çend pelan bikişîne vir da ku bar bibin, an bitikîne da ku yekê hilbijêrî.', upload_single: 'Pelekî bikişîne vir da ku bar bibe, an bitikîne da ku wî hilbijêrî.' },
    image: { upload_several: 'Çend wêneyan bikişîne vir da ku bar bibin, an bitikîne da ku yekê hilbijêrî.', upload_single: 'Wêneyekî bikişîne vir da ku bar bibe, an bitikîne da ku wî hilbijêrî.' },
    references: { all_missing: 'Daneyên girêdayî nehatin dîtin.', many_missing: 'Herî kêm yek ji tomarên girêdayî êdî ne berdest e.', single_missing: 'Tomara girêdayî êdî ne berdest e.' },
    password: { toggle_visible: 'Şîfreyê veşêre', toggle_hidden: 'Şîfreyê nîşan bide' },
  },
  saved_queries: {
    label: 'Lêgerînên tomarkirî', query_name: 'Navê lêgerînê', new_label: 'Lêgerîna niha tomar bike...', new_dialog_title: 'Lêgerîna niha tomar bike wekî',
    remove_label: 'Lêgerîna tomarkirî rake', remove_label_with_name: 'Lêgerîna «%{name}» rake', remove_dialog_title: 'Lêgerîna tomarkirî were rakirin?',
    remove_message: 'Tu bawer î ku dixwazî vê hêmanê ji lîsteya lêgerînên xwe yên tomarkirî rakî?', help: 'Lîsteyê parzûn bike û vê lêgerînê ji bo paşê tomar bike',
  },
  guesser: { empty: { title: 'Daneyên ji bo nîşandanê tune ne', message: 'Ji kerema xwe peydakerê daneyan kontrol bike' } },
  configurable: {
    customize: 'Eyar bike', configureMode: 'Vê rûpelê eyar bike',
    inspector: { title: 'Kontrolker', content: 'Mişkê bibe ser hêmanên navrûyê da ku wan eyar bikî', reset: 'Eyaran vegerîne', hideAll: 'Hemûyan veşêre', showAll: 'Hemûyan nîşan bide' },
    Datagrid: { title: 'Tabloya daneyan', unlabeled: 'Stûna bênav a hejmar %{column}' },
    SimpleForm: { title: 'Form', unlabeled: 'Qada bênav a hejmar %{input}' },
    SimpleList: { title: 'Lîste', primaryText: 'Nivîsa sereke', secondaryText: 'Nivîsa duyem', tertiaryText: 'Nivîsa sêyem' },
  },
};
