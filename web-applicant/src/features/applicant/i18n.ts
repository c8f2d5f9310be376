import { addLocales } from '#src/i18n';
import ar from './locales/ar.json';
import ckb from './locales/ckb.json';
import en from './locales/en.json';
import kmr from './locales/kmr.json';

/** The namespace of this feature's texts. */
export const NS = 'applicant';
addLocales(NS, { ckb, en, ar, kmr });
