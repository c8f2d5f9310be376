import { Command } from '@nestjs/cqrs';
import type { Principal } from '#src/shared/http/principal';
import type { ApplicationKindName } from '#src/modules/applications/kinds/application-kind';
import type { IssuedCertificate } from '@registry/domain/applications/workflow/application-state';

/** Issue (or, after a correction or transfer, re-issue) the certificate of an application: a recorded step (issue 33 §2). */
export class IssueCertificateCommand extends Command<IssuedCertificate> {
  constructor(
    readonly kind: ApplicationKindName,
    readonly principal: Principal,
    readonly id: string,
    readonly expectedVersion: number | undefined,
    readonly idempotencyKey: string | undefined,
  ) {
    super();
  }
}
