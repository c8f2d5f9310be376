import { addTexts } from '#src/i18n';

/** The guides' namespace: public content pages and the texts of the printable PDFs. */
export const NS = 'guides';

addTexts(NS, import.meta.glob('./locales/*.json', { import: 'default' }));
