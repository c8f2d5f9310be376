import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Uploaded documents (api/src/modules/files): the metadata; the bytes are files named by `id`
 * in the upload folder. `owner` is the uploader's principal id (`applicant:<e-mail>` or
 * `staff:<user id>`); `attached_to` the stream (application) that references the upload.
 * The application may update `attached_to` only; uploads are never deleted by it yet.
 */
export class Uploads1760000000031 implements MigrationInterface {
  name = 'Uploads1760000000031';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE uploaded_files (
        id             uuid PRIMARY KEY,
        owner          text NOT NULL,
        kind           text NOT NULL CHECK (kind IN (
                         'identity_document', 'capital_document', 'ceo_image', 'ceo_signature', 'shareholder_image',
                         'shareholder_signature', 'certificate', 'parent_company_document', 'approval_document',
                         'power_of_attorney', 'union_card', 'logo', 'other')),
        content_type   text NOT NULL CHECK (content_type IN ('application/pdf', 'image/jpeg', 'image/png')),
        size           integer NOT NULL CHECK (size > 0),
        sha256         text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
        original_name  text NOT NULL CHECK (length(original_name) BETWEEN 1 AND 255),
        created_at     timestamptz NOT NULL DEFAULT now(),
        attached_to    text,
        attached_at    timestamptz
      );
      CREATE INDEX uploaded_files_owner ON uploaded_files (owner, created_at DESC);
      CREATE INDEX uploaded_files_attached_to ON uploaded_files (attached_to) WHERE attached_to IS NOT NULL;
      GRANT SELECT, INSERT ON uploaded_files TO registry_app;
      GRANT UPDATE (attached_to, attached_at) ON uploaded_files TO registry_app;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS uploaded_files');
  }
}
