import { addTexts } from '#src/i18n';

/** The form kit's own texts (upload, places, activities, location, availability). */
export const NS = 'form';
addTexts(NS, import.meta.glob('./locales/*.json', { import: 'default' }));
