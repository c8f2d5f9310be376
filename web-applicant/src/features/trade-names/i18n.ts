import { addLocales } from '../../i18n';

/** The namespace of this feature's texts. */
export const NS = 'tradeNames';
await addLocales(NS, (locale) => import(`./locales/${locale}.json`));
