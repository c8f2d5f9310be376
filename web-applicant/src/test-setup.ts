import { LOCALES, startI18n } from './i18n';

// The portal downloads only the page's language (src/i18n); the tests read every language.
await startI18n('ckb', LOCALES);
