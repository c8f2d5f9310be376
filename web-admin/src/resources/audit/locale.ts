/** The back office's languages (../types.ts), spelled out so that the browser tests can read these files too. */
export type Locale = 'ckb' | 'en' | 'ar' | 'kmr';
