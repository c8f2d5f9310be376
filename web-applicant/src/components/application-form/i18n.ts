import { addLocales } from '#src/i18n';
import '../form/i18n';
import ar from './locales/ar.json';
import ckb from './locales/ckb.json';
import en from './locales/en.json';
import kmr from './locales/kmr.json';

/** The texts of an application's fields (labels, hints, choices), shared by registration and correction. */
export const NS = 'application-form';
addLocales(NS, { ckb, en, ar, kmr });
