import { addTexts } from '#src/i18n';

/** Texts of the directorates' cards (contact page, next steps after submission). */
export const NS = 'directorates';
addTexts(NS, import.meta.glob('./locales/*.json', { import: 'default' }));
