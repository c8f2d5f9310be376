import { addLocales, type Locale } from '#src/i18n';
import ar from './locales/ar.json';
import ckb from './locales/ckb.json';
import en from './locales/en.json';
import kmr from './locales/kmr.json';

/** The guides' namespace: public content pages and the texts of the printable PDFs. */
export const NS = 'guides';

export const resources: Record<Locale, typeof en> = { ckb, en, ar, kmr };

addLocales(NS, resources);
