import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { invalid } from '@registry/domain/shared/domain-error';
import { passwordProblems } from '@registry/domain/identity/password-policy';
import { PG_POOL } from '#src/tokens';
import { streamIdFor } from '#src/event-store/event-ids';
import { currentCallerKey, markReplayed } from '#src/shared/idempotency/idempotency-context';
import { hashPassword } from '#src/modules/identity/infrastructure/password-hasher';
import { SecurityLog } from '#src/modules/identity/infrastructure/security-log';
import { StaffUsers, type StaffUserRow } from '#src/modules/identity/users/staff-users.repository';
import { CreateUserCommand } from './create-user.command.js';
import { sql } from '#src/infrastructure/database/read-models/sql';

@CommandHandler(CreateUserCommand)
export class CreateUserHandler implements ICommandHandler<CreateUserCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly users: StaffUsers,
    private readonly securityLog: SecurityLog,
  ) {}

  async execute({ user: input, actor }: CreateUserCommand): Promise<StaffUserRow> {
    // The id derives from the caller-scoped idempotency key: a retry of a create that committed finds its user.
    const callerKey = currentCallerKey();
    const id = streamIdFor(callerKey);
    const made = callerKey ? await this.users.byId(id) : undefined;
    if (made) {
      markReplayed();
      return made;
    }
    const problems = passwordProblems(input.password, input.email);
    if (problems.length) throw invalid(problems);
    if (await this.users.byEmail(input.email)) throw invalid({ code: 'user.email-taken', field: 'email' });
    try {
      await this.pool.query(
        sql`INSERT INTO staff_users (id, email, username, first_name, last_name, locale, roles, password_hash, totp_required, phone_number)
         VALUES (${id}, ${input.email.trim()}, ${input.username ?? null}, ${input.first_name.trim()}, ${input.last_name.trim()}, ${input.locale ?? 'ckb'}, ${[...new Set(input.roles)]}, ${await hashPassword(input.password)}, ${input.totp_required ?? false}, ${input.phone_number ?? null})`,
      );
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw invalid({ code: 'user.email-taken', field: 'email' });
      throw error;
    }
    await this.securityLog.record('user.created', {
      actor,
      subject: `staff:${id}`,
      details: { roles: input.roles, totpRequired: input.totp_required ?? false },
    });
    return this.users.existing(id);
  }
}
