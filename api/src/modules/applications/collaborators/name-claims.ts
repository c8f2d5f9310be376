import { Injectable } from '@nestjs/common';
import { DomainError } from '@registry/domain/shared/domain-error';
import type { SqlSession } from '#src/event-store/event-store';
import { NameRegister } from '#src/modules/trade-names/availability/name-register';
import type { AnyState, ApplicationKindConfig } from '../kinds/application-kind.js';

const SUCCESS_STATES = new Set(['granted', 'registered', 'reserved']);
const CLOSED_STATES = new Set(['rejected', 'terminated']);

/**
 * The trade name an application holds in the name register (trade-names/availability), claimed,
 * moved and released in the transaction of the application's events.
 */
@Injectable()
export class NameClaims {
  constructor(private readonly names: NameRegister) {}

  /** `claimant`: the applicant's e-mail (a legacy name reintroduced for them is theirs to take). */
  async claim(kind: ApplicationKindConfig, tx: SqlSession, streamId: string, details: unknown, claimant?: string): Promise<void> {
    const naming = kind.tradeNameOf?.(details);
    if (!naming || !kind.claimWhileOpen) return;
    try {
      await this.names.claim(tx, {
        name: naming.name,
        locale: naming.locale,
        protectionLevel: naming.protection_level,
        districtId: naming.district_id,
        holderStreamId: streamId,
        holderKind: kind.resourceType === 'businesses' ? 'business' : kind.resourceType === 'trademarks' ? 'trademark' : 'trade-name',
        status: kind.claimWhileOpen,
        claimant,
      });
    } catch (error) {
      // The availability engine names `chosenTradeName`; here the field is the payload's.
      if (error instanceof DomainError) {
        const field = kind.resourceType === 'businesses' ? 'trade_name.name' : 'name';
        throw new DomainError(
          error.kind,
          error.problems.map((p) => ({ ...p, field })),
          error.meta,
        );
      }
      throw error;
    }
  }

  /** A correction that changes the trade name claims the new one (the old claim is the holder's, replaced). */
  async reclaimIfRenamed(kind: ApplicationKindConfig, tx: SqlSession, streamId: string, before: AnyState, after: AnyState): Promise<void> {
    const was = kind.tradeNameOf?.(before.details);
    const is = kind.tradeNameOf?.(after.details);
    if (JSON.stringify(was) !== JSON.stringify(is)) await this.claim(kind, tx, streamId, after.details, after.ownerEmail ?? undefined);
  }

  /** The claim of the trade name moves with the application: granted, registered, or released. */
  async follow(kind: ApplicationKindConfig, tx: SqlSession, id: string, before: AnyState, after: AnyState): Promise<void> {
    if (!kind.tradeNameOf || before.status === after.status) return;
    if (after.status && CLOSED_STATES.has(after.status)) await this.names.release(tx, id);
    else if (after.status && SUCCESS_STATES.has(after.status) && kind.claimOnSuccess)
      await this.names.setStatus(tx, id, kind.claimOnSuccess);
  }
}
