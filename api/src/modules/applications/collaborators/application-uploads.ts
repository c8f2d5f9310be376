import { Injectable } from '@nestjs/common';
import { Problems } from '@registry/domain/shared/domain-error';
import type { SqlSession } from '#src/event-store/event-store';
import { principalId, type Principal } from '#src/shared/http/principal';
import { uploadsOf } from '@registry/domain/applications/rules/lookups';
import { UploadedFiles } from '#src/modules/files/uploaded-files';

/** Images only: photographs, signatures and logos. */
const IMAGE_KINDS = ['ceo_image', 'ceo_signature', 'shareholder_image', 'shareholder_signature', 'logo'] as const;
const APPROVAL_KINDS = ['approval_document'] as const;

/**
 * The uploads an application names: each must be the caller's (or, for staff, any) and not used
 * by another application; they are then attached to this one, in the transaction of its events.
 */
@Injectable()
export class ApplicationUploads {
  constructor(private readonly files: UploadedFiles) {}

  async attachPayloadUploads(tx: SqlSession, principal: Principal, streamId: string, details: unknown): Promise<void> {
    const uploads = uploadsOf(details);
    if (!uploads.length) return;
    const problems = new Problems();
    const owner = principalId(principal);
    for (const upload of uploads) {
      await this.files.requireOwned(tx, upload.id, owner, upload.image ? IMAGE_KINDS : undefined, {
        field: upload.field,
        forStream: streamId,
        problems,
      });
    }
    problems.throwIfAny();
    await this.files.attach(
      tx,
      uploads.map((u) => u.id),
      streamId,
    );
  }

  /** The documents approving a transfer: the caller's uploads of kind `approval_document`, used by no other application. */
  async requireApprovalDocuments(tx: SqlSession, principal: Principal, streamId: string, documents: readonly string[]): Promise<void> {
    await this.files.requireOwned(tx, [...documents], principalId(principal), APPROVAL_KINDS, {
      field: 'approvalDocuments',
      forStream: streamId,
    });
  }

  async attach(tx: SqlSession, documents: readonly string[], streamId: string): Promise<void> {
    await this.files.attach(tx, [...documents], streamId);
  }
}
