import { defineFieldLabels } from '#src/shared/i18n/messages';

/** Names of the geography parameters, so that a 422 names them in the reader's language. */
defineFieldLabels({
  province: { ckb: 'پارێزگا', en: 'Province', ar: 'المحافظة', kmr: 'Parêzgeh' },
  listAll: { ckb: 'هەمووی پیشان بدە', en: 'List all', ar: 'عرض الكل', kmr: 'Hemûyan nîşan bide' },
});
