/** Message codes of uploads (spec §5 "files"); translated in `../messages.ts`. */
export const FileCodes = {
  invalidType: 'file.invalid-type',
  tooLarge: 'file.too-large',
  tooMany: 'file.too-many',
  maxCount: 'file.max-count',
  uploadFailed: 'file.upload-failed',
  empty: 'file.empty',
  unknown: 'file.unknown',
  wrongKind: 'file.wrong-kind',
  attachedElsewhere: 'file.attached-elsewhere',
  rateLimited: 'file.rate-limited',
  quotaExceeded: 'file.quota-exceeded',
} as const;
