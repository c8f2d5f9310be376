import { defineFieldLabels } from '#src/shared/i18n/messages';

/** Names of the activity parameters, so that a 422 names them in the reader's language. */
defineFieldLabels({
  search: { ckb: 'گەڕان', en: 'Search', ar: 'البحث', kmr: 'Lêgerîn' },
  selectable: { ckb: 'شیاوی هەڵبژاردن', en: 'Selectable', ar: 'قابل للاختيار', kmr: 'Hilbijêrbar' },
  parentId: { ckb: 'چالاکیی سەرەوە', en: 'Parent activity', ar: 'النشاط الأعلى', kmr: 'Çalakiya jorîn' },
  ids: { ckb: 'ناسنامەکان', en: 'Identifiers', ar: 'المعرّفات', kmr: 'Nasname' },
});
