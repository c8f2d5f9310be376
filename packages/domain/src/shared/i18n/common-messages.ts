import { defineMessages } from './messages.js';

/** HTTP statuses (spec §8) and the generic validation messages (spec §5), in every language. */
export const HttpMessages = defineMessages({
  'http.400': { ckb: 'داواکارییەکی هەڵە', en: 'Bad Request', ar: 'طلب غير صالح', kmr: 'Daxwaza xelet' },
  'http.401': { ckb: 'ڕێگەپێنەدراو', en: 'Unauthorized', ar: 'غير مصرّح', kmr: 'Bê destûr' },
  'http.403': { ckb: 'ڕێگە نەدراوە', en: 'Forbidden', ar: 'ممنوع', kmr: 'Qedexe' },
  'http.404': { ckb: 'نەدۆزرایەوە', en: 'Not Found', ar: 'غير موجود', kmr: 'Nehat dîtin' },
  'http.405': { ckb: 'ئەم شێوازە ڕێگەپێدراو نییە', en: 'Method Not Allowed', ar: 'الطريقة غير مسموح بها', kmr: 'Rêbaz nayê destûrdan' },
  'http.409': { ckb: 'ناکۆکی', en: 'Conflict', ar: 'تعارض', kmr: 'Nakokî' },
  'http.410': { ckb: 'بەسەرچووە', en: 'Gone', ar: 'منتهي الصلاحية', kmr: 'Qediya' },
  'http.413': { ckb: 'داواکارییەکە زۆر گەورەیە', en: 'Payload Too Large', ar: 'حجم الطلب كبير جداً', kmr: 'Daxwaz pir mezin e' },
  'http.415': {
    ckb: 'جۆری ناوەڕۆک پشتگیری ناکرێت',
    en: 'Unsupported Media Type',
    ar: 'نوع المحتوى غير مدعوم',
    kmr: 'Cureyê naverokê nayê piştgirîkirin',
  },
  'http.422': { ckb: 'زانیارییەکان دروست نین', en: 'Unprocessable Entity', ar: 'بيانات غير صالحة', kmr: 'Agahî ne derbasdar in' },
  'http.429': { ckb: 'داواکاری زۆر', en: 'Too Many Requests', ar: 'طلبات كثيرة جداً', kmr: 'Gelek daxwaz' },
  'http.500': { ckb: 'هەڵەی ناوخۆیی ڕاژەکار', en: 'Internal Server Error', ar: 'خطأ داخلي في الخادم', kmr: 'Xeletiya navxweyî ya serverê' },
  'http.502': { ckb: 'دەروازەی خراپ', en: 'Bad Gateway', ar: 'بوابة غير صالحة', kmr: 'Dergeha xelet' },
  'http.503': { ckb: 'ڕاژە بەردەست نییە', en: 'Service Unavailable', ar: 'الخدمة غير متاحة', kmr: 'Xizmet ne berdest e' },
  'http.error': { ckb: 'هەڵەیەک ڕوویدا', en: 'Something went wrong', ar: 'حدث خطأ', kmr: 'Xeletiyek çêbû' },
});

export const CommonMessages = defineMessages({
  'not-found': {
    ckb: 'ئەوەی داوات کرد نەدۆزرایەوە',
    en: 'What you asked for was not found',
    ar: 'لم يتم العثور على ما طلبته',
    kmr: 'Tiştê te xwest nehat dîtin',
  },
  'service.database-unavailable': {
    ckb: 'ڕاژەکە بۆ ماوەیەکی کورت بەردەست نییە؛ چەند چرکەیەکی تر هەوڵ بدەرەوە',
    en: 'The service is briefly unavailable; try again in a few seconds',
    ar: 'الخدمة غير متاحة مؤقتاً؛ حاول مجدداً بعد بضع ثوانٍ',
    kmr: 'Xizmet ji bo demeke kurt ne berdest e; piştî çend çirkeyan dîsa biceribîne',
  },
  'route-not-found': { ckb: 'ئەم ڕێڕەوە بوونی نییە', en: 'This route does not exist', ar: 'هذا المسار غير موجود', kmr: 'Ev rê tune ye' },
  'body-unreadable': {
    ckb: 'ناوەڕۆکی داواکارییەکە ناخوێندرێتەوە (JSON ی دروست نییە)',
    en: 'The request body could not be read (not valid JSON)',
    ar: 'تعذرت قراءة محتوى الطلب (ليس JSON صالحاً)',
    kmr: 'Naveroka daxwazê nehat xwendin (JSON ne derbasdar e)',
  },
  'body-too-deep': {
    ckb: 'ناوەڕۆکی داواکارییەکە زۆر قووڵە (زۆرترین {{max}} ئاست)',
    en: 'The request body is nested too deep (at most {{max}} levels)',
    ar: 'محتوى الطلب متداخل بعمق كبير (بحد أقصى {{max}} مستوى)',
    kmr: 'Naveroka daxwazê pir kûr e (herî zêde {{max}} ast)',
  },
  'body-too-large': {
    ckb: 'ناوەڕۆکی داواکارییەکە زۆر گەورەیە',
    en: 'The request body is too large',
    ar: 'محتوى الطلب كبير جداً',
    kmr: 'Naveroka daxwazê pir mezin e',
  },
  'stale-version': {
    ckb: 'کەسێکی تر ئەمەی گۆڕیوە؛ دووبارە باری بکەرەوە و هەوڵ بدەرەوە',
    en: 'Someone else changed this; reload it and try again',
    ar: 'قام شخص آخر بتغيير هذا؛ أعد التحميل وحاول مجدداً',
    kmr: 'Kesekî din ev guherand; ji nû ve bar bike û dîsa biceribîne',
  },
  forbidden: {
    ckb: 'دەستت بەم بەشە ناگات، پەیوەندی بە بەڕێوەبەرەوە بکە',
    en: 'You have no access to this section, contact an administrator',
    ar: 'لا تملك صلاحية الوصول إلى هذا القسم، تواصل مع المسؤول',
    kmr: 'Gihîştina te bi vê beşê tune ye, bi rêveberê re têkilî dayne',
  },
  unauthorized: { ckb: 'پێویستە بچیتە ژوورەوە', en: 'You need to sign in', ar: 'يجب عليك تسجيل الدخول', kmr: 'Divê tu têkevî' },
  'access-undeclared': {
    ckb: 'ئەم ڕێڕەوە ڕێگەپێدانی دیاری نەکراوە',
    en: 'This route declares no access and is closed',
    ar: 'هذا المسار لا يحدد صلاحيات الوصول وهو مغلق',
    kmr: 'Ev rê destûrê diyar nake û girtî ye',
  },
  'xsrf-token-missing': {
    ckb: 'نیشانەی پاراستن (XSRF) ون یان هەڵەیە؛ پەڕەکە نوێ بکەرەوە',
    en: 'The anti-forgery token (XSRF) is missing or wrong; reload the page',
    ar: 'رمز الحماية (XSRF) مفقود أو غير صحيح؛ أعد تحميل الصفحة',
    kmr: 'Nîşana parastinê (XSRF) tune ye an xelet e; rûpelê nû bike',
  },
  'idempotency-key-invalid': {
    ckb: 'کلیلی دووبارەنەبوونەوە (Idempotency-Key) دروست نییە',
    en: 'The Idempotency-Key is not valid (1 to 100 letters, digits, - or _)',
    ar: 'مفتاح عدم التكرار (Idempotency-Key) غير صالح',
    kmr: 'Mifteya Idempotency-Key ne derbasdar e',
  },
  'idempotency-key-reused': {
    ckb: 'ئەم کلیلی دووبارەنەبوونەوەیە بۆ داواکارییەکی تر بەکارهاتووە',
    en: 'This idempotency key was used for a different request',
    ar: 'استُخدم مفتاح عدم التكرار هذا لطلب مختلف',
    kmr: 'Ev mifteya idempotency ji bo daxwazek din hatiye bikaranîn',
  },
  'idempotency-key-in-flight': {
    ckb: 'داواکارییەک بەم کلیلە هێشتا لە جێبەجێکردندایە',
    en: 'A request with this idempotency key is still being processed',
    ar: 'طلب بهذا المفتاح لا يزال قيد المعالجة',
    kmr: 'Daxwazek bi vê mifteyê hîn tê pêvajokirin',
  },
  'rate-limited': {
    ckb: 'هەوڵی زۆرت دا؛ دواتر هەوڵ بدەرەوە',
    en: 'Too many attempts; try again later',
    ar: 'محاولات كثيرة جداً؛ حاول لاحقاً',
    kmr: 'Gelek hewl; paşê dîsa biceribîne',
  },
});

/** Generic field messages of spec §5; `{{field}}` is the field's label in the reader's language. */
export const ValidationMessages = defineMessages({
  'validation.required': { ckb: '{{field}}: پێویستە', en: '{{field}}: required', ar: '{{field}}: مطلوب', kmr: '{{field}}: pêwîst e' },
  'validation.number': {
    ckb: '{{field}}: دەبێت ژمارە بێت',
    en: '{{field}}: must be a number',
    ar: '{{field}}: يجب أن يكون رقماً',
    kmr: '{{field}}: divê hejmar be',
  },
  'validation.integer': {
    ckb: '{{field}}: دەبێت ژمارەی تەواو بێت',
    en: '{{field}}: must be an integer',
    ar: '{{field}}: يجب أن يكون عدداً صحيحاً',
    kmr: '{{field}}: divê hejmareke tekûz be',
  },
  'validation.text': {
    ckb: '{{field}}: دەبێت دەق بێت',
    en: '{{field}}: must be text',
    ar: '{{field}}: يجب أن يكون نصاً',
    kmr: '{{field}}: divê nivîs be',
  },
  'validation.boolean': {
    ckb: '{{field}}: دەبێت بەڵێ یان نەخێر بێت',
    en: '{{field}}: must be true or false',
    ar: '{{field}}: يجب أن يكون صحيحاً أو خطأ',
    kmr: '{{field}}: divê erê an na be',
  },
  'validation.text-min': {
    ckb: '{{field}}: لانیکەم {{min}} پیت',
    en: '{{field}}: at least {{min}} characters',
    ar: '{{field}}: {{min}} أحرف على الأقل',
    kmr: '{{field}}: herî kêm {{min}} tîp',
  },
  'validation.text-max': {
    ckb: '{{field}}: زۆرترین {{max}} پیت',
    en: '{{field}}: at most {{max}} characters',
    ar: '{{field}}: {{max}} حرفاً على الأكثر',
    kmr: '{{field}}: herî zêde {{max}} tîp',
  },
  'validation.number-min': {
    ckb: '{{field}}: نابێت لە {{min}} کەمتر بێت',
    en: '{{field}}: must be no less than {{min}}',
    ar: '{{field}}: يجب ألا يقل عن {{min}}',
    kmr: '{{field}}: divê ji {{min}} kêmtir nebe',
  },
  'validation.number-max': {
    ckb: '{{field}}: نابێت لە {{max}} زیاتر بێت',
    en: '{{field}}: must be no greater than {{max}}',
    ar: '{{field}}: يجب ألا يزيد عن {{max}}',
    kmr: '{{field}}: divê ji {{max}} zêdetir nebe',
  },
  'validation.email': {
    ckb: '{{field}}: دەبێت ئیمەیڵێکی دروست بێت',
    en: '{{field}}: must be a valid e-mail',
    ar: '{{field}}: يجب أن يكون بريداً إلكترونياً صالحاً',
    kmr: '{{field}}: divê e-nameyeke derbasdar be',
  },
  'validation.one-of': {
    ckb: '{{field}}: دەبێت یەکێک بێت لە: {{allowed}}',
    en: '{{field}}: must be one of: {{allowed}}',
    ar: '{{field}}: يجب أن يكون أحد: {{allowed}}',
    kmr: '{{field}}: divê yek ji van be: {{allowed}}',
  },
  'validation.date': {
    ckb: '{{field}}: بەروارێکی دروست نییە',
    en: '{{field}}: not a valid date',
    ar: '{{field}}: تاريخ غير صالح',
    kmr: '{{field}}: ne dîrokeke derbasdar e',
  },
  'validation.list': {
    ckb: '{{field}}: دەبێت لیست بێت',
    en: '{{field}}: must be a list',
    ar: '{{field}}: يجب أن يكون قائمة',
    kmr: '{{field}}: divê lîste be',
  },
  'validation.list-max': {
    ckb: '{{field}}: زۆرترین {{max}} دانە',
    en: '{{field}}: at most {{max}} items',
    ar: '{{field}}: {{max}} عناصر على الأكثر',
    kmr: '{{field}}: herî zêde {{max}} hêman',
  },
  'validation.id': {
    ckb: '{{field}}: ناسنامەیەکی دروست نییە',
    en: '{{field}}: not a valid identifier',
    ar: '{{field}}: معرّف غير صالح',
    kmr: '{{field}}: nasnameyeke derbasdar nîne',
  },
  'validation.format': {
    ckb: '{{field}}: شێوازەکەی دروست نییە',
    en: '{{field}}: wrong format',
    ar: '{{field}}: صيغة غير صحيحة',
    kmr: '{{field}}: teşe xelet e',
  },
  'validation.object': {
    ckb: '{{field}}: دەبێت تەنێک بێت',
    en: '{{field}}: must be an object',
    ar: '{{field}}: يجب أن يكون كائناً',
    kmr: '{{field}}: divê heyber be',
  },
  'validation.unknown-field': {
    ckb: '{{field}}: ئەم خانەیە نەناسراوە',
    en: '{{field}}: this field is not known',
    ar: '{{field}}: هذا الحقل غير معروف',
    kmr: '{{field}}: ev qad nayê naskirin',
  },
  'validation.malformed-text': {
    ckb: '{{field}}: پیتی نادروست یان بەتاڵ (NUL)ی تێدایە',
    en: '{{field}}: contains malformed or NUL characters',
    ar: '{{field}}: يحتوي على أحرف غير صالحة أو فارغة (NUL)',
    kmr: '{{field}}: tîpên xelet an NUL tê de hene',
  },
  'validation.invalid': {
    ckb: '{{field}}: دروست نییە',
    en: '{{field}}: not valid',
    ar: '{{field}}: غير صالح',
    kmr: '{{field}}: ne derbasdar e',
  },
});
