import { createHash } from 'node:crypto';
import { type CanActivate, createParamDecorator, type ExecutionContext, Inject, Injectable, type NestInterceptor } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EMPTY } from 'rxjs';
import { LOGGER } from '#src/tokens';
import type { Logger } from '#src/infrastructure/logging/logger';
import { DomainError, Problems } from '@registry/domain/shared/domain-error';
import { FileCodes } from '@registry/domain/files/codes';
import { multipartError } from '#src/shared/http/multipart-error-code';
import {
  DEFAULT_UPLOAD_KIND,
  FILE_FIELD,
  isUploadKind,
  tooLarge,
  UPLOAD_KINDS,
  type UploadKind,
} from '@registry/domain/files/upload-policy';
import { UPLOAD_SETTINGS, type UploadSettings } from './upload-settings.js';

/** The one file of an upload request and its kind, as the handler receives them. */
export interface ReceivedUpload {
  name: string;
  content: Buffer;
  kind: UploadKind;
}

/** What multer leaves on the request (memory storage). */
interface MulterFile {
  originalname: string;
  size: number;
  buffer: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by ReceiveUpload, read by `@Received()`. */
    receivedUpload?: ReceivedUpload;
  }
}
/** After Nest's FileInterceptor: `file` is the stored file, in place of @fastify/multipart's `file()` method. */
type UploadRequest = Omit<FastifyRequest, 'file'> & { file?: MulterFile };

const FORM_FIELDS = new Set([FILE_FIELD, 'kind']);
/** Room for the multipart boundaries, part headers and the small text fields around the file. */
const ENVELOPE_ALLOWANCE = 64 * 1024;
/** multer's codes of a form that breaks our limits, passed on in `meta.reason`. */
const MULTER_CODES = new Set([
  'LIMIT_PART_COUNT',
  'LIMIT_FIELD_KEY',
  'LIMIT_FIELD_VALUE',
  'LIMIT_FIELD_COUNT',
  'LIMIT_FIELD_NESTING',
  'LIMIT_FIELD_ARRAY_INDEX',
  'MISSING_FIELD_NAME',
  'INVALID_FIELD_NAME',
]);

/**
 * Reads the multipart form of `POST /files`: one file in the field `file`, and an optional
 * `kind`. It is a guard rather than multer's FileInterceptor on the route because guards run
 * before every interceptor: the file must be read before the (global) idempotency interceptor
 * fingerprints the request, so that one key reused with another file is refused (422) instead
 * of answering with the first file. Route guards also run after the access guard, so nothing
 * is read for an unauthenticated caller.
 *
 * multer (through Nest's FileInterceptor) holds the file in memory and stops reading it at the
 * size limit; a request that declares a larger body is refused before any of it is read. Every
 * parsing failure becomes a localized 4xx.
 */
@Injectable()
export class ReceiveUpload implements CanActivate {
  private readonly multipart: NestInterceptor;

  constructor(
    @Inject(UPLOAD_SETTINGS) private readonly settings: UploadSettings,
    @Inject(LOGGER) private readonly log: Logger,
  ) {
    const Multipart = FileInterceptor(FILE_FIELD, {
      limits: { fileSize: settings.maxBytes, files: 1, fields: 4, parts: 5, fieldNameSize: 100, fieldSize: 1024, headerPairs: 100 },
      // Browsers send file names as raw UTF-8; multer would read them as Latin-1.
      defParamCharset: 'utf8',
    });
    this.multipart = new Multipart();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<UploadRequest>();
    const res = http.getResponse<FastifyReply>();

    const declaredLength = Number(req.headers['content-length']);
    if (declaredLength > this.settings.maxBytes + ENVELOPE_ALLOWANCE) {
      // The body is never read: closing the connection spares receiving it.
      res.header('Connection', 'close');
      throw tooLarge(this.settings.maxMegabytes);
    }

    try {
      await this.multipart.intercept(context, { handle: () => EMPTY });
    } catch (error) {
      throw this.refusal(error);
    }

    const fields: Record<string, unknown> = req.body && typeof req.body === 'object' ? { ...req.body } : {};
    const problems = new Problems();
    if (!req.file) problems.add('validation.required', FILE_FIELD);
    for (const name of Object.keys(fields)) if (!FORM_FIELDS.has(name)) problems.add('validation.unknown-field', name);
    const kind = fields.kind === undefined || fields.kind === '' ? DEFAULT_UPLOAD_KIND : fields.kind;
    if (!isUploadKind(kind)) problems.add('validation.one-of', 'kind', { allowed: [...UPLOAD_KINDS] });
    problems.throwIfAny();

    const file = req.file!;
    req.receivedUpload = { name: file.originalname, content: file.buffer, kind: kind as UploadKind };
    // The body the idempotency fingerprint covers: the form, with the file by its digest.
    req.body = {
      kind,
      file: { name: file.originalname, size: file.size, sha256: createHash('sha256').update(file.buffer).digest('hex') },
    };
    return true;
  }

  private refusal(error: unknown): DomainError {
    const { code, field } = multipartError(error);
    if (code === 'LIMIT_FILE_SIZE') return tooLarge(this.settings.maxMegabytes);
    if (code === 'LIMIT_FILE_COUNT' || (code === 'LIMIT_UNEXPECTED_FILE' && field === FILE_FIELD)) {
      return new DomainError('invalid', { code: FileCodes.tooMany, field: FILE_FIELD });
    }
    if (code === 'LIMIT_UNEXPECTED_FILE')
      return new DomainError('invalid', { code: 'validation.unknown-field', field: field ?? FILE_FIELD });
    const reason = code && MULTER_CODES.has(code) ? code : 'malformed-multipart';
    this.log.debug('upload refused', { reason, error: error instanceof Error ? error.message : String(error) });
    return new DomainError('bad-request', { code: FileCodes.uploadFailed }, { reason });
  }
}

/** `@Received() upload: ReceivedUpload` in the handler of a route guarded by ReceiveUpload. */
export const Received = createParamDecorator((_: unknown, ctx: ExecutionContext): ReceivedUpload => {
  const upload = ctx.switchToHttp().getRequest<FastifyRequest>().receivedUpload;
  if (!upload) throw new Error('the route is not guarded by ReceiveUpload');
  return upload;
});
