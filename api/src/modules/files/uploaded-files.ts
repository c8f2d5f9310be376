import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { LOGGER, PG_POOL } from '#src/tokens';
import type { Logger } from '#src/infrastructure/logging/logger';
import type { SqlSession } from '#src/event-store/event-store';
import { DomainError, notFound, Problems } from '@registry/domain/shared/domain-error';
import { principalId, type Principal } from '#src/shared/http/principal';
import type { Permission } from '@registry/domain/identity/permissions';
import { FileCodes } from '@registry/domain/files/codes';
import { acceptUpload, FILE_FIELD, type UploadKind } from '@registry/domain/files/upload-policy';
import { streamIdFor } from '#src/event-store/event-ids';
import { currentCallerKey, markReplayed } from '#src/shared/idempotency/idempotency-context';
import { FileStore } from './file-store.js';
import { UPLOAD_SETTINGS, type UploadSettings } from './upload-settings.js';
import '@registry/domain/files/messages';
import { Sql, sql } from '#src/infrastructure/database/read-models/sql';

/** An upload's metadata (`uploaded_files`); the bytes are in the FileStore under the id. */
export interface UploadedFile {
  id: string;
  /** `principalId` of the uploader: `applicant:<e-mail>` or `staff:<user id>`. */
  owner: string;
  kind: UploadKind;
  contentType: string;
  size: number;
  sha256: string;
  originalName: string;
  createdAt: Date;
  /** The stream (application) that references the upload, once one does. */
  attachedTo: string | null;
}

export interface NewUpload {
  owner: string;
  kind: UploadKind;
  /** The client's file name, as sent. */
  name: string;
  content: Buffer;
}

/** Staff who may read applications may read the files they reference. */
const STAFF_READ_PERMISSION: Permission = 'applications.read';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const COLUMNS = `id, owner, kind, content_type, size, sha256, original_name, created_at, attached_to`;

function fromRow(row: Record<string, unknown>): UploadedFile {
  return {
    id: row.id as string,
    owner: row.owner as string,
    kind: row.kind as UploadKind,
    contentType: row.content_type as string,
    size: Number(row.size),
    sha256: row.sha256 as string,
    originalName: row.original_name as string,
    createdAt: row.created_at as Date,
    attachedTo: (row.attached_to as string | null) ?? null,
  };
}

export interface RequireOwnedOptions {
  /**
   * The request field the ids came in, for the problems: a single id is named `field`, the ids
   * of a list `field[i]`. Default `uploads`.
   */
  field?: string;
  /**
   * The stream (application) about to reference the uploads: an upload already attached to
   * another stream is refused here with its field named (attach() would refuse it anyway).
   */
  forStream?: string;
  /** Add the problems to this collector instead of throwing, so that a form gets every problem at once. */
  problems?: Problems;
}

/**
 * Uploaded files: stored once checked (`acceptUpload`), read back only by their owner or by
 * staff who read applications, and referenced by applications through `requireOwned` and
 * `attach`, which run in the transaction of the command that references them.
 */
@Injectable()
export class UploadedFiles {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly store: FileStore,
    @Inject(UPLOAD_SETTINGS) private readonly settings: UploadSettings,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  /**
   * Checks the file and the owner's limits, writes it under a new id and records it; nothing
   * stays behind on refusal or failure. One owner's uploads are counted and added one at a time
   * (a transaction-scoped advisory lock), so parallel requests cannot all slip under a limit.
   */
  async add(upload: NewUpload): Promise<UploadedFile> {
    // The id derives from the caller-scoped idempotency key: a retry of an upload that committed
    // (the process died before answering) finds it, rather than storing a second copy.
    const callerKey = currentCallerKey();
    const id = streamIdFor(callerKey);
    const made = callerKey ? await this.find(id) : undefined;
    if (made) {
      markReplayed();
      return made;
    }
    const accepted = acceptUpload({ name: upload.name, content: upload.content, kind: upload.kind }, this.settings);
    const sha256 = createHash('sha256').update(upload.content).digest('hex');
    const client = await this.pool.connect();
    let written = false;
    try {
      await client.query(sql`BEGIN`);
      await client.query(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`upload:${upload.owner}`}, 7413031))`);
      await this.checkLimits(client, upload.owner, upload.content.length);
      await this.store.write(id, upload.content);
      written = true;
      const { rows } = await client.query(
        sql`INSERT INTO uploaded_files (id, owner, kind, content_type, size, sha256, original_name)
         VALUES (${id}, ${upload.owner}, ${upload.kind}, ${accepted.contentType}, ${upload.content.length}, ${sha256}, ${accepted.name}) RETURNING ${Sql.raw(COLUMNS)}`,
      );
      await client.query(sql`COMMIT`);
      const file = fromRow(rows[0]);
      this.log.log('file uploaded', { fileId: id, kind: file.kind, contentType: file.contentType, size: file.size });
      return file;
    } catch (error) {
      await client.query(sql`ROLLBACK`).catch(() => undefined);
      if (written) await this.store.remove(id).catch((cleanup) => this.log.error('upload cleanup failed', { fileId: id, error: cleanup }));
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * The owner's limits (upload-settings.ts): uploads in the last minute (429 with Retry-After),
   * and the count and bytes of uploads no application references yet (422). Counted from
   * `uploaded_files` itself, so the limits hold across instances and restarts.
   */
  private async checkLimits(session: SqlSession, owner: string, size: number): Promise<void> {
    const { rows } = await session.query(
      sql`SELECT count(*) FILTER (WHERE created_at > now() - interval '1 minute')::int AS recent,
              ceil(extract(epoch FROM min(created_at) FILTER (WHERE created_at > now() - interval '1 minute') + interval '1 minute' - now()))::int AS wait,
              count(*) FILTER (WHERE attached_to IS NULL)::int AS held,
              coalesce(sum(size) FILTER (WHERE attached_to IS NULL), 0)::bigint AS held_bytes
         FROM uploaded_files WHERE owner = ${owner} AND (attached_to IS NULL OR created_at > now() - interval '1 minute')`,
    );
    const { recent, wait, held, held_bytes: heldBytes } = rows[0];
    const { ratePerMinute, quotaFiles, quotaBytes, quotaMegabytes, unattachedMaxAgeHours } = this.settings;
    if (recent >= ratePerMinute) {
      const seconds = Math.max(1, Number(wait) || 1);
      this.log.warn('upload rate limit reached', { recent, ratePerMinute });
      throw new DomainError(
        'rate-limited',
        { code: FileCodes.rateLimited, field: FILE_FIELD, params: { seconds } },
        { retryAfterSeconds: seconds },
      );
    }
    if (held + 1 > quotaFiles || Number(heldBytes) + size > quotaBytes) {
      this.log.warn('upload quota reached', { held, heldBytes: Number(heldBytes), quotaFiles, quotaBytes });
      throw new DomainError('invalid', {
        code: FileCodes.quotaExceeded,
        field: FILE_FIELD,
        params: { files: quotaFiles, size: quotaMegabytes, hours: unattachedMaxAgeHours },
      });
    }
  }

  /**
   * Deletes uploads that no application references and that are older than
   * `unattachedMaxAgeHours` (rows, then files): an attached upload is never deleted, and one
   * attached meanwhile is skipped (the DELETE re-checks `attached_to` on the locked row).
   */
  async pruneUnattached(): Promise<number> {
    const { rows } = await this.pool.query(
      sql`DELETE FROM uploaded_files
        WHERE attached_to IS NULL AND created_at < now() - make_interval(hours => ${this.settings.unattachedMaxAgeHours})
        RETURNING id`,
    );
    for (const { id } of rows) {
      await this.store.remove(id).catch((error) => this.log.error('pruned upload file not removed', { fileId: id, error }));
    }
    if (rows.length) this.log.log('unattached uploads pruned', { count: rows.length, olderThanHours: this.settings.unattachedMaxAgeHours });
    return rows.length;
  }

  /**
   * The upload, when this caller may read it: its owner, or staff holding applications.read.
   * Anyone else gets the same 404 as for an id that does not exist, so ids cannot be probed.
   */
  async readable(id: string, caller: Principal): Promise<UploadedFile> {
    const file = UUID.test(id) ? await this.find(id) : undefined;
    const allowed =
      file !== undefined &&
      (file.owner === principalId(caller) || (caller.kind === 'staff' && caller.permissions.has(STAFF_READ_PERMISSION)));
    if (!allowed) {
      if (file) {
        this.log.warn('file access refused', {
          fileId: id,
          principal: caller.kind === 'staff' ? { kind: 'staff', userId: caller.userId } : { kind: 'applicant' },
        });
      }
      throw notFound();
    }
    return file;
  }

  /**
   * A mark's image as the public register serves it: the upload must be a logo attached to that
   * application (the register row names it), so no other upload can be read through the register.
   */
  async publishedLogo(id: string, streamId: string): Promise<UploadedFile> {
    const file = UUID.test(id) ? await this.find(id) : undefined;
    if (!file || file.kind !== 'logo' || file.attachedTo !== streamId) throw notFound();
    return file;
  }

  private async find(id: string, session: SqlSession = this.pool): Promise<UploadedFile | undefined> {
    const { rows } = await session.query(sql`SELECT ${Sql.raw(COLUMNS)} FROM uploaded_files WHERE id = ${id}`);
    return rows[0] ? fromRow(rows[0]) : undefined;
  }

  /**
   * Checks that every id is an upload of this owner (a `principalId`), of one of the allowed
   * kinds when given, and (with `forStream`) not referenced by another stream. Unknown ids and
   * other people's uploads get the same `file.unknown`; each problem names its field. Returns
   * the uploads in the order of the ids.
   */
  async requireOwned(
    session: SqlSession,
    ids: string | readonly string[],
    owner: string,
    allowedKinds?: readonly UploadKind[],
    options: RequireOwnedOptions = {},
  ): Promise<UploadedFile[]> {
    const field = options.field ?? 'uploads';
    const list = typeof ids === 'string' ? [ids] : ids;
    const fieldOf = (index: number) => (typeof ids === 'string' ? field : `${field}[${index}]`);
    const wellFormed = [...new Set(list.filter((id) => UUID.test(id)).map((id) => id.toLowerCase()))];
    const { rows } = wellFormed.length
      ? await session.query(sql`SELECT ${Sql.raw(COLUMNS)} FROM uploaded_files WHERE id = ANY(${wellFormed}::uuid[])`)
      : { rows: [] };
    const byId = new Map(rows.map((row) => [row.id as string, fromRow(row)]));

    const problems = options.problems ?? new Problems();
    const found: UploadedFile[] = [];
    list.forEach((id, index) => {
      const file = byId.get(id.toLowerCase());
      if (!file || file.owner !== owner) {
        problems.add(FileCodes.unknown, fieldOf(index));
      } else if (allowedKinds && !allowedKinds.includes(file.kind)) {
        problems.add(FileCodes.wrongKind, fieldOf(index), { allowed: [...allowedKinds] });
      } else if (options.forStream !== undefined && file.attachedTo !== null && file.attachedTo !== options.forStream) {
        problems.add(FileCodes.attachedElsewhere, fieldOf(index));
      } else {
        found.push(file);
      }
    });
    if (!options.problems) problems.throwIfAny();
    return found;
  }

  /**
   * Marks the uploads as referenced by the stream, in the caller's transaction. Attaching again
   * to the same stream changes nothing; an upload attached to another stream meanwhile is a 409.
   */
  async attach(session: SqlSession, ids: readonly string[], streamId: string): Promise<void> {
    const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
    if (!wanted.length) return;
    if (!wanted.every((id) => UUID.test(id))) throw new DomainError('invalid', { code: FileCodes.unknown, field: 'uploads' });
    const { rows } = await session.query(
      sql`UPDATE uploaded_files SET attached_to = ${streamId}, attached_at = coalesce(attached_at, now())
        WHERE id = ANY(${wanted}::uuid[]) AND (attached_to IS NULL OR attached_to = ${streamId})
        RETURNING id`,
    );
    if (rows.length !== wanted.length) {
      const attached = new Set(rows.map((r) => r.id as string));
      throw new DomainError(
        'conflict',
        { code: FileCodes.attachedElsewhere, field: 'uploads' },
        { uploadIds: wanted.filter((id) => !attached.has(id)) },
      );
    }
  }
}
