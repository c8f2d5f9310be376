import { randomUUID } from 'node:crypto';
import type { NewEvent } from '../src/event-store/event-store.js';
import type { CommandActor } from '@registry/domain/applications/workflow/workflow';
import { tradeNameApplicationDecider } from '@registry/domain/trade-names/application/decider';
import { businessDecider } from '@registry/domain/businesses/decider';
import { business, tradeName } from '@registry/domain/applications/rules/payloads.fixture';
import { makeUen } from '@registry/domain/applications/rules/uen';
import { registryToday } from '@registry/domain/reference/civil-registry/rules';

const staff = (permission: string): CommandActor => ({ kind: 'staff', id: `bench-${permission}`, permissions: [permission] });
const REVIEWER = staff('applications.review');
const DIRECTOR = staff('applications.decide');
const CASHIER = staff('payments.confirm');

interface Decider {
  decide(command: any, state: any): { type: string; schemaVersion: number; data: unknown }[];
  evolve(state: any, event: any): any;
  initialState(): any;
}

/** Runs commands through a decider and returns the events, as the write side would store them. */
function history(decider: Decider, commands: object[]): NewEvent[] {
  let state = decider.initialState();
  const events: NewEvent[] = [];
  for (const command of commands) {
    for (const e of decider.decide(command, state)) {
      state = decider.evolve(state, e);
      events.push({
        eventId: randomUUID(),
        type: e.type,
        schemaVersion: e.schemaVersion,
        data: e.data,
        metadata: { actor: { kind: 'bench', id: 'events.bench' } },
      });
    }
  }
  return events;
}

/**
 * The events of one application's whole life, made by the real deciders so that every read
 * model does its real work on them: submitted, legal check, returned, corrected (renamed),
 * resubmitted, checked again, recommended, approved, paid: nine events, ending granted or
 * registered (and so published).
 */
export function applicationLife(kind: 'trade-name' | 'business', n: number): NewEvent[] {
  const at = new Date(Date.UTC(2026, 0, 4, 6, 0, 0) + n * 60_000);
  const applicant: CommandActor = { kind: 'applicant', email: `bench-${n % 5000}@example.org` };
  const step = (type: string, actor: CommandActor, extra: object = {}) => ({ type, at, actor, ...extra });
  // Paid the day it was approved, in the registry's time zone (never before the approval).
  const receipt = { receiptNumber: `R-${n}`, receiptDate: registryToday(at) };
  if (kind === 'trade-name') {
    const details = tradeName({ name: `چایخانەی ژمارە ${n}`, locales: undefined });
    return history(tradeNameApplicationDecider, [
      step('submit', applicant, { details, ownerEmail: applicant.email }),
      step('start_legal_check', REVIEWER),
      step('return_to_applicant', REVIEWER, { reason: 'Name', fieldComments: { name: 'Spell it as on the licence' } }),
      step('correct', applicant, { section: 'trade-name-info', changes: { name: `چایخانەی نوێی ژمارە ${n}` } }),
      step('resubmit', applicant),
      step('start_legal_check', REVIEWER),
      step('recommend_approval', REVIEWER),
      step('approve', DIRECTOR),
      step('confirm_payment', CASHIER, receipt),
    ]);
  }
  const details = business({ trade_name: { locale: 'ckb', name: `کۆمپانیای ژمارە ${n}`, protection_level: 'kri_level' } });
  return history(businessDecider, [
    step('submit', applicant, { details, ownerEmail: applicant.email, businessType: details.type }),
    step('start_legal_check', REVIEWER),
    step('return_to_applicant', REVIEWER, { reason: 'Name', target: 'requires_trade_name_correction', fieldComments: {} }),
    step('correct', applicant, {
      section: 'trade-name-info',
      changes: { trade_name: { locale: 'ckb', name: `کۆمپانیای نوێی ژمارە ${n}`, protection_level: 'kri_level' } },
    }),
    step('resubmit', applicant),
    step('start_legal_check', REVIEWER),
    step('recommend_approval', REVIEWER),
    step('approve', DIRECTOR),
    step('confirm_payment', CASHIER, { ...receipt, uen: makeUen(n + 1, 2026) }),
  ]);
}
