import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { notFound } from '@registry/domain/shared/domain-error';
import { translate } from '@registry/domain/shared/i18n/messages';
import { CertificateMessages as M } from '@registry/domain/certificates/messages';
import {
  type CertificateStanding,
  certificateCertifies,
  certificateRows,
  certificateTitle,
} from '@registry/domain/certificates/certificate';
import { CertificateFactsReader } from '#src/modules/certificates/certificate-facts';
import { CertificateSources } from '#src/modules/certificates/certificate-sources';
import { VerifyCertificateQuery, type CertificateVerification } from './verify-certificate.query.js';

/** The final states in which a record no longer stands: its certificates are withdrawn. */
const WITHDRAWN_STATES = new Set(['terminated']);

/**
 * Finds the event that issued the certificate (by id or number), folds its application as it is
 * now, and says where the certificate stands: superseded once a later one was issued, withdrawn
 * once the record was terminated, valid otherwise. The facts are those of the certificate as
 * issued (the state folded up to its issuing event), not the record's current ones.
 */
@QueryHandler(VerifyCertificateQuery)
export class VerifyCertificateHandler implements IQueryHandler<VerifyCertificateQuery> {
  constructor(
    private readonly sources: CertificateSources,
    private readonly facts: CertificateFactsReader,
  ) {}

  async execute({ idOrNumber, locale }: VerifyCertificateQuery): Promise<CertificateVerification> {
    const issuing = await this.sources.issuingEvent(idOrNumber);
    if (!issuing) throw notFound();
    const { state: now } = await this.sources.load(issuing.kind, issuing.streamId);
    const index = now.certificates.findIndex((c) => c.id === issuing.certificateId);
    const certificate = now.certificates[index];
    if (!certificate) throw notFound();
    const next = now.certificates[index + 1];
    const standing: CertificateStanding = next ? 'superseded' : WITHDRAWN_STATES.has(now.status ?? '') ? 'withdrawn' : 'valid';
    const asIssued = await this.sources.loadUntil(issuing.kind, issuing.streamId, issuing.streamVersion);
    const facts = await this.facts.facts(issuing.kind, issuing.streamId, asIssued, certificate, locale, { public: true });
    return {
      id: certificate.id,
      number: certificate.number,
      registerNumber: certificate.registerNumber,
      kind: facts.kind,
      title: certificateTitle(facts.kind, locale),
      certifies: certificateCertifies(facts.kind, locale),
      standing,
      message: translate(M[`certificate.standing.${standing}`], locale),
      facts: certificateRows(facts, locale),
      issuedAt: certificate.issuedAt,
      issuingEventHash: issuing.hash,
      supersededBy: next ? { id: next.id, number: next.number } : null,
    };
  }
}
