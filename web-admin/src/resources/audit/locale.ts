/** The back office's languages (../types.ts), spelled out so that the browser tests can read these files too (and the `.js` in their imports: e2e/ resolves as Node does). */
export type Locale = 'ckb' | 'en' | 'ar' | 'kmr';
