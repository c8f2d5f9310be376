import { addLocales } from '#src/i18n';
import ar from './locales/ar.json';
import ckb from './locales/ckb.json';
import en from './locales/en.json';
import kmr from './locales/kmr.json';

export const ERRORS_NS = 'errors';

// Registered when the first error page's chunk loads: the texts travel with the pages.
addLocales(ERRORS_NS, { ckb, en, ar, kmr });
