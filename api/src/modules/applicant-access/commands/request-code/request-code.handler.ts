import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { invalid } from '@registry/domain/shared/domain-error';
import { ApplicantAccessMessages } from '@registry/domain/applicant-access/messages';
import { PG_POOL } from '#src/tokens';
import { inTransaction } from '#src/infrastructure/database/transaction';
import { OneTimeCodes, type IssuedCode } from '#src/modules/applicant-access/one-time-codes';
import { RequestCodeCommand } from './request-code.command.js';

@CommandHandler(RequestCodeCommand)
export class RequestCodeHandler implements ICommandHandler<RequestCodeCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly codes: OneTimeCodes,
  ) {}

  async execute({ email, purpose, locale, ip }: RequestCodeCommand): Promise<IssuedCode> {
    // A transfer code is issued only by the owner's transfer request (request_transfer), in its
    // transaction: asked for here, anyone could void the pending code and mail the recipient.
    if (purpose !== 'sign-in') throw invalid({ code: ApplicantAccessMessages['otp.transfer-code-by-request'], field: 'purpose' });
    return inTransaction(this.pool, (client) => this.codes.issueCode(client, email, purpose, locale, { ip }));
  }
}
