import { addLocales } from '../../i18n';

/** Texts of the directorates' cards (contact page, next steps after submission). */
export const NS = 'directorates';
await addLocales(NS, (locale) => import(`./locales/${locale}.json`));
