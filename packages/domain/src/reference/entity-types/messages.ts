import { defineFieldLabels, defineMessages } from '#src/shared/i18n/messages';

export const EntityTypeMessages = defineMessages({
  'entity-type.parent-unknown': {
    ckb: 'جۆری سەرەوە (باوان) بوونی نییە',
    en: 'The parent entity type does not exist',
    ar: 'النوع الأب غير موجود',
    kmr: 'Cureyê jorîn (dêûbav) tune ye',
  },
  'entity-type.cycle': {
    ckb: 'جۆرێک ناتوانرێت بخرێتە ژێر خۆی یان یەکێک لە لقەکانی خۆی',
    en: 'An entity type cannot be placed under itself or one of its own descendants',
    ar: 'لا يمكن وضع النوع تحت نفسه أو تحت أحد فروعه',
    kmr: 'Cureyek nikare têkeve bin xwe an bin yek ji şaxên xwe',
  },
  'entity-type.duplicate-name': {
    ckb: '{{field}}: جۆرێکی تر بەم ناوە لە هەمان ئاستدا هەیە',
    en: '{{field}}: another entity type with this name exists at the same level',
    ar: '{{field}}: يوجد نوع آخر بهذا الاسم في المستوى نفسه',
    kmr: '{{field}}: cureyekî din bi vî navî di heman astê de heye',
  },
});

defineFieldLabels({
  names: { ckb: 'ناوەکان', en: 'Names', ar: 'الأسماء', kmr: 'Nav' },
  'names.ckb': { ckb: 'ناو (کوردیی ناوەندی)', en: 'Name (Central Kurdish)', ar: 'الاسم (الكردية الوسطى)', kmr: 'Nav (Kurdiya navendî)' },
  'names.en': { ckb: 'ناو (ئینگلیزی)', en: 'Name (English)', ar: 'الاسم (الإنجليزية)', kmr: 'Nav (Îngilîzî)' },
  'names.ar': { ckb: 'ناو (عەرەبی)', en: 'Name (Arabic)', ar: 'الاسم (العربية)', kmr: 'Nav (Erebî)' },
  'names.kmr': { ckb: 'ناو (کورمانجی)', en: 'Name (Kurmanji)', ar: 'الاسم (الكرمانجية)', kmr: 'Nav (Kurmancî)' },
  parentId: { ckb: 'جۆری سەرەوە', en: 'Parent type', ar: 'النوع الأب', kmr: 'Cureyê jorîn' },
  levelKinds: { ckb: 'ئاستەکانی پاراستن', en: 'Protection levels', ar: 'مستويات الحماية', kmr: 'Astên parastinê' },
  ownerKinds: { ckb: 'جۆرەکانی خاوەن', en: 'Owner kinds', ar: 'أنواع المالك', kmr: 'Cureyên xwedî' },
});
