import { addLocales } from '../../i18n';
import '../form/i18n';

/** The texts of an application's fields (labels, hints, choices), shared by registration and correction. */
export const NS = 'application-form';
await addLocales(NS, (locale) => import(`./locales/${locale}.json`));
