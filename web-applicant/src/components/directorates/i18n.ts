import { addLocales } from '#src/i18n';
import ar from './locales/ar.json';
import ckb from './locales/ckb.json';
import en from './locales/en.json';
import kmr from './locales/kmr.json';

/** Texts of the directorates' cards (contact page, next steps after submission). */
export const NS = 'directorates';
addLocales(NS, { ckb, en, ar, kmr });
