import { addLocales } from '../../i18n';

export const HOME_NS = 'home';

await addLocales(HOME_NS, (locale) => import(`./locales/${locale}.json`));
