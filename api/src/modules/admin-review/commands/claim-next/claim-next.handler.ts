import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { DomainError, notFound } from '@registry/domain/shared/domain-error';
import { AssignmentMessages, CLAIMABLE_STATES } from '@registry/domain/applications/workflow/assignment';
import { allowedEvents } from '@registry/domain/applications/workflow/workflow';
import { PG_POOL } from '#src/tokens';
import { selectAs, sql } from '#src/infrastructure/database/read-models/table';
import { rmApplications } from '#src/modules/applications/projections/applications.table';
import { workflowTableOf, type ApplicationStreamType } from '#src/modules/applications/projections/application-facets';
import { commandActor } from '#src/modules/applications/collaborators/application-access';
import { STREAM_TYPES } from '#src/modules/applications/kinds/application-kinds';
import { TransitApplicationCommand } from '#src/modules/applications/commands/transit-application/transit-application.command';
import type { ApplicationKindName } from '#src/modules/applications/kinds/application-kind';
import { ClaimNextCommand, type Claimed } from './claim-next.command.js';

const KIND_NAME_OF = Object.fromEntries(Object.entries(STREAM_TYPES).map(([name, type]) => [type, name])) as Record<
  ApplicationStreamType,
  ApplicationKindName
>;
/** Candidates read at once: enough to get past those that others claim in the meantime. */
const CANDIDATES = 25;

/**
 * Claim next, race-safe without a lock: the read model proposes the oldest-due applications
 * nobody holds; each is claimed through the workflow (the `claim` step on the application's
 * stream), which refuses one that someone holds now, and the event store refuses the second of
 * two appends at the same version. The loser of either race moves on to the next candidate, so
 * two reviewers claiming at once get different applications.
 */
@CommandHandler(ClaimNextCommand)
export class ClaimNextHandler implements ICommandHandler<ClaimNextCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly commandBus: CommandBus,
  ) {}

  /** The kinds in which the caller may claim (the kinds they review). */
  private kindsOf(command: ClaimNextCommand): ApplicationStreamType[] {
    const actor = commandActor(command.principal);
    const reviewed = (Object.keys(KIND_NAME_OF) as ApplicationStreamType[]).filter((kind) =>
      CLAIMABLE_STATES.some((state) => allowedEvents(workflowTableOf(kind), state, actor).includes('claim')),
    );
    return command.kind ? reviewed.filter((k) => k === command.kind) : reviewed;
  }

  async execute(command: ClaimNextCommand): Promise<Claimed> {
    const kinds = this.kindsOf(command);
    const { place } = command;
    const tried = new Set<string>();
    for (let round = 0; round < 4 && kinds.length; round++) {
      const a = rmApplications;
      // Due time grows with the clock's start: the oldest start is the oldest due (answer clock while it waits in submitted).
      const candidates = await selectAs<{ stream_id: string; kind: ApplicationStreamType }>(
        this.pool,
        sql`SELECT stream_id, kind FROM ${a.as('a')}
             WHERE a.lifecycle = 'open' AND a.assignee_id IS NULL AND a.kind = ANY(${kinds}::text[]) AND a.status = ANY(${[...CLAIMABLE_STATES]}::text[])
               AND NOT (a.stream_id = ANY(${[...tried]}::text[]))
               AND (${place.provinceId ?? null}::text IS NULL OR a.province_id = ${place.provinceId ?? null}::text)
               AND (${place.districtId ?? null}::text IS NULL OR a.district_id = ${place.districtId ?? null}::text)
             ORDER BY coalesce(a.processing_since, a.answer_since, a.submitted_at) ASC, a.submitted_at ASC, a.stream_id ASC
             LIMIT ${CANDIDATES}`,
      );
      if (!candidates.length) break;
      for (const candidate of candidates) {
        tried.add(candidate.stream_id);
        const kindName = KIND_NAME_OF[candidate.kind];
        try {
          const result = await this.commandBus.execute(
            new TransitApplicationCommand(kindName, command.principal, candidate.stream_id, 'claim', {}, undefined, undefined),
          );
          return { id: candidate.stream_id, kind: candidate.kind, resource: kindName, version: result.version };
        } catch (error) {
          // Taken by someone else since the read model saw it (a claim, an assignment, a step): the next one.
          if (error instanceof DomainError && error.kind === 'conflict') continue;
          throw error;
        }
      }
    }
    throw notFound(AssignmentMessages['queue.nothing-to-claim']);
  }
}
