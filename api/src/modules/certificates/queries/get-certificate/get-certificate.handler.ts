import { createHash } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { CONFIG, PG_POOL } from '#src/tokens';
import { linkOrigin, type AppConfig } from '#src/config/config';
import { notFound } from '@registry/domain/shared/domain-error';
import { selectRows, sql } from '#src/infrastructure/database/read-models/table';
import { rmPublications } from '#src/modules/applications/projections/publications.table';
import { GetApplicationQuery } from '#src/modules/applications/queries/get-application/get-application.query';
import { renderCertificate, CERTIFICATE_LAYOUT } from '#src/modules/certificates/certificate-pdf';
import { certificateNumber, publicPagePath } from '#src/modules/certificates/certificate-record';
import { GetCertificateQuery, type CertificateFile } from './get-certificate.query.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The certificate is made from the public record (rm_publications, written when the company is
 * registered or the trade name granted) each time it is asked for: it is deterministic, so the
 * same record and language always give the same bytes, and its ETag (the record's version, the
 * language and the layout's version) lets browsers and proxies keep it. Staff who read
 * applications get any; an applicant only the certificate of an application they own (the
 * application's own access rule: 404 otherwise, so ids cannot be probed).
 */
@QueryHandler(GetCertificateQuery)
export class GetCertificateHandler implements IQueryHandler<GetCertificateQuery> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(CONFIG) private readonly config: AppConfig,
    private readonly queries: QueryBus,
  ) {}

  async execute({ principal, id, locale }: GetCertificateQuery): Promise<CertificateFile> {
    if (!UUID.test(id)) throw notFound();
    const [row] = await selectRows(
      this.pool,
      rmPublications,
      sql`SELECT ${rmPublications.list('p')} FROM ${rmPublications.as('p')} WHERE p.stream_id = ${id} LIMIT 1`,
    );
    if (!row) throw notFound();
    const kind = row.kind as 'business' | 'trade-name';
    // The owner check of the application itself (staff holding applications.read pass it).
    await this.queries.execute(new GetApplicationQuery(kind === 'business' ? 'businesses' : 'trade-names', principal, id));
    const entry = { id, kind, uen: row.uen, terminatedAt: row.terminated_at };
    const number = certificateNumber(entry);
    const publicUrl = `${linkOrigin(this.config)}${publicPagePath(entry)}`;
    const etag = createHash('sha256')
      .update(JSON.stringify([CERTIFICATE_LAYOUT, id, String(row.version), locale, publicUrl]))
      .digest('base64url')
      .slice(0, 27);
    return {
      etag: `"${etag}"`,
      filename: `certificate-${number.replace(/[^A-Za-z0-9-]/g, '')}-${locale}.pdf`,
      render: () =>
        renderCertificate(
          { kind, number, name: row.name, nameInLanguage: row.name_locales[locale], date: row.published_at, publicUrl },
          locale,
        ),
    };
  }
}
