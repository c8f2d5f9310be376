import { addLocales } from '../../i18n';
import '../../components/form/i18n';

/** The namespace of this feature's texts. */
export const NS = 'registration';
await addLocales(NS, (locale) => import(`./locales/${locale}.json`));
