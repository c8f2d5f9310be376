import { Command } from '@nestjs/cqrs';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import type { LegacyNameRecord } from '#src/modules/admin-directory/legacy-names.records';

/**
 * The trade-name department reintroduces a name of the legacy register (spec: "contact the trade
 * name department to reintroduce it"): from then on the name is claimable by that one applicant,
 * whose availability check and trade-name application no longer meet it as a legacy conflict.
 * Recorded as the event `legacy-name.reintroduced` for audit. Asked again, it names another
 * applicant (a correction), again recorded.
 */
export class ReintroduceLegacyNameCommand extends Command<LegacyNameRecord> {
  constructor(
    readonly id: string,
    readonly applicantEmail: string,
    readonly actor: { kind: 'staff'; id: string },
    readonly locale: Locale,
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}
