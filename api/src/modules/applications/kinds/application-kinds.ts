import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { notFound } from '@registry/domain/shared/domain-error';
import { PG_POOL } from '#src/tokens';
import { makeUen } from '@registry/domain/applications/rules/uen';
import { validateBusinessDetails } from '@registry/domain/applications/rules/business';
import { validateTradeNameDetails } from '@registry/domain/applications/rules/trade-name';
import { validateTrademarkDetails } from '@registry/domain/applications/rules/trademark';
import type { BusinessDetails, TradeNameDetails, TrademarkDetails } from '@registry/domain/applications/application';
import { tradeNameApplicationDecider } from '@registry/domain/trade-names/application/decider';
import { businessDecider } from '@registry/domain/businesses/decider';
import { trademarkDecider } from '@registry/domain/trademarks/decider';
import type { ApplicationKindConfig, ApplicationKindName } from './application-kind.js';
import { BusinessDetailsDto, TradeNameDetailsDto, TrademarkDetailsDto } from '../commands/submit-application/application-details.dto.js';
import { sql } from '#src/infrastructure/database/read-models/sql';

/** Each kind's stream type in the event store (and `kind` in the read models). */
export const STREAM_TYPES = { 'trade-names': 'trade-name', businesses: 'business', trademarks: 'trademark' } as const satisfies Record<
  ApplicationKindName,
  string
>;

/**
 * The three kinds of application at the edge. A stand-alone trade name is pending until granted;
 * the trade name of a company is reserved (trade_name_reserved) until the company is registered
 * or rejected. Trademarks hold no trade-name claim: word marks are a register of their own
 * (`rm_word_marks`), which the submission examines the word mark against (`wordMarkOf`).
 */
export const TRADE_NAME_KIND: ApplicationKindConfig = {
  resourceType: 'trade-names',
  aggregate: { streamType: STREAM_TYPES['trade-names'], ...tradeNameApplicationDecider },
  dto: TradeNameDetailsDto,
  validate: validateTradeNameDetails,
  tradeNameOf: (details: TradeNameDetails | null) => details ?? undefined,
  claimWhileOpen: 'pending',
  claimOnSuccess: 'granted',
};

export function businessKind(pool: pg.Pool): ApplicationKindConfig {
  return {
    resourceType: 'businesses',
    aggregate: { streamType: STREAM_TYPES.businesses, ...businessDecider },
    dto: BusinessDetailsDto,
    validate: validateBusinessDetails,
    tradeNameOf: (details: BusinessDetails | null) => details?.trade_name,
    claimWhileOpen: 'reserved',
    claimOnSuccess: 'registered',
    submitExtra: (details: BusinessDetails) => ({ businessType: details.type }),
    async paymentExtra(now) {
      const { rows } = await pool.query<{ n: string }>(sql`SELECT nextval('uen_sequence') AS n`);
      const year = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Baghdad', year: 'numeric' }).format(now));
      return { uen: makeUen(Number(rows[0]!.n), year) };
    },
  };
}

export const TRADEMARK_KIND: ApplicationKindConfig = {
  resourceType: 'trademarks',
  aggregate: { streamType: STREAM_TYPES.trademarks, ...trademarkDecider },
  dto: TrademarkDetailsDto,
  validate: validateTrademarkDetails,
  wordMarkOf: (details: TrademarkDetails | null) =>
    details?.wordMark ? { wordMark: details.wordMark, classes: (details.classes ?? []).map((c) => c.classNumber) } : undefined,
};

/** Every kind by the name routes use for it (`/workflows/{kind}`, `/audit/{kind}/…`). */
export function applicationKinds(pool: pg.Pool): Readonly<Record<string, ApplicationKindConfig>> {
  return { 'trade-names': TRADE_NAME_KIND, businesses: businessKind(pool), trademarks: TRADEMARK_KIND };
}

/** The kind a route names, or undefined for a name that is not one. */
export function kindNamed(kinds: Readonly<Record<string, ApplicationKindConfig>>, name: string): ApplicationKindConfig | undefined {
  return Object.hasOwn(kinds, name) ? kinds[name] : undefined;
}

/** The kinds as a provider: what a command or query names by `kind` (404 for a name that is none). */
@Injectable()
export class ApplicationKinds {
  private readonly kinds: Readonly<Record<string, ApplicationKindConfig>>;

  constructor(@Inject(PG_POOL) pool: pg.Pool) {
    this.kinds = applicationKinds(pool);
  }

  named(name: ApplicationKindName | string): ApplicationKindConfig {
    const kind = kindNamed(this.kinds, name);
    if (!kind) throw notFound();
    return kind;
  }
}
