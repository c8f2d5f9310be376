import { addTexts } from '#src/i18n';

export const ERRORS_NS = 'errors';

// Registered when the first error page's chunk loads: the texts travel with the pages.
addTexts(ERRORS_NS, import.meta.glob('./locales/*.json', { import: 'default' }));
