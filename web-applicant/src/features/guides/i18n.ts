import { addLocales } from '../../i18n';

/** The guides' namespace: public content pages and the texts of the printable PDFs. */
export const NS = 'guides';

await addLocales(NS, (locale) => import(`./locales/${locale}.json`));
