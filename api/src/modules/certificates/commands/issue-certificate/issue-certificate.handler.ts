import { createHash } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { IssuedCertificate } from '@registry/domain/applications/workflow/application-state';
import { ApplicationCommands } from '#src/modules/applications/collaborators/application-commands';
import { ApplicationAccess, commandActor } from '#src/modules/applications/collaborators/application-access';
import { ApplicationKinds } from '#src/modules/applications/kinds/application-kinds';
import { registerNumberOf } from '#src/modules/certificates/certificate-facts';
import { IssueCertificateCommand } from './issue-certificate.command.js';

/**
 * The certificate's id, derived from the application and the issue's sequence: a retried command
 * (same idempotency key) decides the same event, and two issues of one application never share an id.
 */
function certificateIdFor(applicationId: string, sequence: number): string {
  const h = createHash('sha256').update(`certificate:${applicationId}:${sequence}`).digest('hex');
  // A version-8 (custom) UUID with the RFC 4122 variant, so that it validates as a UUID everywhere.
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * Issues the certificate through the application's decider (permission certificates.issue,
 * four-eyes against the examiners, a re-issue only after the facts changed): the step is an event
 * of the application's stream, in its history and its hash chain like every other.
 */
@CommandHandler(IssueCertificateCommand)
export class IssueCertificateHandler implements ICommandHandler<IssueCertificateCommand> {
  constructor(
    private readonly kinds: ApplicationKinds,
    private readonly commands: ApplicationCommands,
    private readonly access: ApplicationAccess,
  ) {}

  async execute({ kind, principal, id, expectedVersion, idempotencyKey }: IssueCertificateCommand): Promise<IssuedCertificate> {
    const result = await this.commands.execute(
      this.kinds.named(kind).aggregate,
      id,
      (loaded) => {
        this.access.readable(principal, loaded);
        return {
          type: 'issue_certificate',
          at: new Date(),
          actor: commandActor(principal),
          certificateId: certificateIdFor(id, loaded.state.certificates.length + 1),
          registerNumber: registerNumberOf(id, loaded.state),
        };
      },
      { expectedVersion, idempotencyKey },
    );
    return result.state.certificates.at(-1)!;
  }
}
