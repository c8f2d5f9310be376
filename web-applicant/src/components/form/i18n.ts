import { addLocales } from '#src/i18n';
import ar from './locales/ar.json';
import ckb from './locales/ckb.json';
import en from './locales/en.json';
import kmr from './locales/kmr.json';

/** The form kit's own texts (upload, places, activities, location, availability). */
export const NS = 'form';
addLocales(NS, { ckb, en, ar, kmr });
