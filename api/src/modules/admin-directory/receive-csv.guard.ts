import { createHash } from 'node:crypto';
import { multipartError } from '#src/shared/http/multipart-error-code';
import { type CanActivate, createParamDecorator, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EMPTY } from 'rxjs';
import { DomainError } from '@registry/domain/shared/domain-error';
import { FileCodes } from '@registry/domain/files/codes';
import { FILE_FIELD, tooLarge } from '@registry/domain/files/upload-policy';
import '@registry/domain/files/messages';
import { AdminDirectoryCodes } from '@registry/domain/admin-directory/messages';

/** The largest legacy-register file accepted (about 50,000 rows). */
export const LEGACY_IMPORT_MAX_MB = 5;
const MAX_BYTES = LEGACY_IMPORT_MAX_MB * 1024 * 1024;
/** Room for the multipart boundaries and part headers around the file. */
const ENVELOPE_ALLOWANCE = 16 * 1024;

export interface ReceivedCsv {
  name: string;
  text: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by ReceiveCsv, read by its parameter decorator. */
    receivedCsv?: ReceivedCsv;
  }
}
/** After Nest's FileInterceptor: `file` is the stored file, in place of @fastify/multipart's `file()` method. */
type CsvRequest = Omit<FastifyRequest, 'file'> & { file?: { originalname: string; buffer: Buffer } };

/**
 * Reads the CSV of a legacy-register import: one file in the multipart field `file`, or the
 * whole body as `text/csv`. A guard (like the uploads' ReceiveUpload) so that the file is read
 * before the idempotency interceptor fingerprints the request: the same key with another file is
 * refused instead of answered with the first file's report. Over the limit: 413 before the body
 * is read when its length is declared, else as soon as the limit is passed; not UTF-8: 422.
 */
@Injectable()
export class ReceiveCsv implements CanActivate {
  private readonly multipart: NestInterceptor;

  constructor() {
    const Multipart = FileInterceptor(FILE_FIELD, {
      limits: { fileSize: MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
      defParamCharset: 'utf8',
    });
    this.multipart = new Multipart();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<CsvRequest>();
    const res = context.switchToHttp().getResponse<FastifyReply>();
    const refuseLarge = () => {
      res.header('Connection', 'close');
      return tooLarge(LEGACY_IMPORT_MAX_MB);
    };
    if (Number(req.headers['content-length']) > MAX_BYTES + ENVELOPE_ALLOWANCE) throw refuseLarge();

    const type = String(req.headers['content-type'] ?? '').toLowerCase();
    let name = 'import.csv';
    let content: Buffer;
    if (type.startsWith('multipart/form-data')) {
      try {
        await this.multipart.intercept(context, { handle: () => EMPTY });
      } catch (error) {
        const { code } = multipartError(error);
        if (code === 'LIMIT_FILE_SIZE') throw refuseLarge();
        if (code === 'LIMIT_FILE_COUNT' || code === 'LIMIT_PART_COUNT')
          throw new DomainError('invalid', { code: FileCodes.tooMany, field: FILE_FIELD });
        throw new DomainError('bad-request', { code: FileCodes.uploadFailed });
      }
      if (!req.file) throw new DomainError('invalid', { code: 'validation.required', field: FILE_FIELD });
      name = req.file.originalname || name;
      content = req.file.buffer;
    } else if (type.startsWith('text/csv')) {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of ((req as { raw?: unknown }).raw ?? req) as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > MAX_BYTES) throw refuseLarge();
        chunks.push(chunk);
      }
      content = Buffer.concat(chunks);
    } else {
      throw new DomainError('unsupported', { code: AdminDirectoryCodes.importContentType, field: FILE_FIELD });
    }

    if (content.length === 0) throw new DomainError('invalid', { code: FileCodes.empty, field: FILE_FIELD });
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(content);
    } catch {
      throw new DomainError('invalid', { code: AdminDirectoryCodes.importEncoding, field: FILE_FIELD });
    }
    req.receivedCsv = { name: name.slice(0, 150), text };
    // What the idempotency fingerprint covers: the file by its digest.
    req.body = { file: { size: content.length, sha256: createHash('sha256').update(content).digest('hex') } };
    return true;
  }
}

/** `@ReceivedFile() csv: ReceivedCsv` in the handler of a route guarded by ReceiveCsv. */
export const ReceivedFile = createParamDecorator((_: unknown, ctx: ExecutionContext): ReceivedCsv => {
  const csv = ctx.switchToHttp().getRequest<FastifyRequest>().receivedCsv;
  if (!csv) throw new Error('the route is not guarded by ReceiveCsv');
  return csv;
});
