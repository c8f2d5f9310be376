import { addLocales } from '../../i18n';

/** The form kit's own texts (upload, places, activities, location, availability). */
export const NS = 'form';
await addLocales(NS, (locale) => import(`./locales/${locale}.json`));
