import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import { OutboxModule } from '#src/infrastructure/outbox/outbox.module';
import { IdentityModule } from '../identity/identity.module.js';
import { ApplicantAccessController } from './applicant-access.controller.js';
import { SecurityLog } from '../identity/infrastructure/security-log.js';
import { CodeHasher } from './infrastructure/code-hasher.js';
import { OneTimeCodes } from './one-time-codes.js';
import { LateCodeRenewal } from './late-code-renewal.js';
import { RequestCodeHandler } from './commands/request-code/request-code.handler.js';
import { VerifyCodeHandler } from './commands/verify-code/verify-code.handler.js';
import '@registry/domain/applicant-access/messages';
import './mail-templates.js';

/**
 * Applicants' e-mail codes: generate-otp and verify-otp (sign-in), and OneTimeCodes for the
 * modules that confirm an ownership transfer with a code. Mail leaves through the outbox.
 * Applicants have no password: a code sent to the e-mail signs them in (DESIGN.md). Any address
 * may ask for a code (a first-time applicant is registered by verifying it), so the answer
 * cannot tell a known e-mail from an unknown one.
 */
@Module({
  imports: [CqrsModule, IdentityModule, OutboxModule],
  controllers: [ApplicantAccessController],
  providers: [
    { provide: CodeHasher, inject: [PG_POOL], useFactory: (pool: pg.Pool) => CodeHasher.fromDatabase(pool) },
    SecurityLog,
    OneTimeCodes,
    LateCodeRenewal,
    RequestCodeHandler,
    VerifyCodeHandler,
  ],
  exports: [OneTimeCodes],
})
export class ApplicantAccessModule {}
