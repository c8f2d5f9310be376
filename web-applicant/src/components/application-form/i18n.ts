import { addTexts } from '#src/i18n';
import '../form/i18n';

/** The texts of an application's fields (labels, hints, choices), shared by registration and correction. */
export const NS = 'application-form';
addTexts(NS, import.meta.glob('./locales/*.json', { import: 'default' }));
