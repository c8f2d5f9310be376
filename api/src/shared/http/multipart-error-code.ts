import { HttpException } from '@nestjs/common';

/** multer's messages, which the Fastify adapter's upload interceptors answer with too. */
const MULTER_MESSAGES: Record<string, string> = {
  'Too many parts': 'LIMIT_PART_COUNT',
  'File too large': 'LIMIT_FILE_SIZE',
  'Too many files': 'LIMIT_FILE_COUNT',
  'Field name too long': 'LIMIT_FIELD_KEY',
  'Field value too long': 'LIMIT_FIELD_VALUE',
  'Too many fields': 'LIMIT_FIELD_COUNT',
  'Unexpected field': 'LIMIT_UNEXPECTED_FILE',
  'Unexpected file field': 'LIMIT_UNEXPECTED_FILE',
  'Field name missing': 'MISSING_FIELD_NAME',
  'Field name nesting too deep': 'LIMIT_FIELD_NESTING',
  'Field name array index too large': 'LIMIT_FIELD_ARRAY_INDEX',
};

/**
 * The multer code of an upload's failure, and the field it names: from the error itself, from
 * the HTTP exception's cause, or from the exception's message ("Unexpected file field - file").
 */
export function multipartError(error: unknown): { code?: string; field?: string } {
  const cause = (error instanceof HttpException ? (error.cause ?? error) : error) as
    { code?: unknown; field?: unknown; message?: unknown } | undefined;
  if (typeof cause?.code === 'string') return { code: cause.code, field: typeof cause.field === 'string' ? cause.field : undefined };
  const message = typeof cause?.message === 'string' ? cause.message : '';
  const [text, field] = message.split(' - ');
  const code = MULTER_MESSAGES[text ?? ''];
  return code ? { code, field } : {};
}
