import { addTexts } from '#src/i18n';

export const HOME_NS = 'home';

addTexts(HOME_NS, import.meta.glob('./locales/*.json', { import: 'default' }));
