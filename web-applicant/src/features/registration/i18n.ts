import { addTexts } from '#src/i18n';
import '#src/components/form/i18n';

/** The namespace of this feature's texts. */
export const NS = 'registration';
addTexts(NS, import.meta.glob('./locales/*.json', { import: 'default' }));
