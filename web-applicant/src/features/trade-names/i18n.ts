import { addTexts } from '#src/i18n';

/** The namespace of this feature's texts. */
export const NS = 'tradeNames';
addTexts(NS, import.meta.glob('./locales/*.json', { import: 'default' }));
