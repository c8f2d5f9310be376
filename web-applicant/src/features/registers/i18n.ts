import { addTexts } from '#src/i18n';

/** The namespace of this feature's texts. */
export const NS = 'registers';
addTexts(NS, import.meta.glob('./locales/*.json', { import: 'default' }));
