import { addLocales } from '../../i18n';

export const ERRORS_NS = 'errors';

// Registered when the first error page's chunk loads: the texts travel with the pages.
await addLocales(ERRORS_NS, (locale) => import(`./locales/${locale}.json`));
