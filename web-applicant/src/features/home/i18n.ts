import { addLocales } from '#src/i18n';
import ar from './locales/ar.json';
import ckb from './locales/ckb.json';
import en from './locales/en.json';
import kmr from './locales/kmr.json';

export const HOME_NS = 'home';

addLocales(HOME_NS, { ckb, en, ar, kmr });
