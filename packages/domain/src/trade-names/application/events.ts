import { storedEventTypes, type ApplicationEvent } from '#src/applications/workflow/application-events';
import type { Details } from '#src/applications/workflow/application-commands';
import type { TradeNameApplicationKind } from './commands.js';

export type TradeNameApplicationEvent<D extends Details = Details> = ApplicationEvent<TradeNameApplicationKind, D>;
export type TradeNameApplicationEventType = TradeNameApplicationEvent['type'];

/** The stored event names (never renamed: a new shape of an event gets a new schemaVersion instead). */
export const TRADE_NAME_APPLICATION_EVENT_TYPES: readonly TradeNameApplicationEventType[] =
  storedEventTypes<TradeNameApplicationKind>('trade-name');
