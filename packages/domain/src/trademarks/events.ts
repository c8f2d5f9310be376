import { storedEventTypes, type ApplicationEvent } from '../applications/workflow/application-events.js';
import type { Details } from '../applications/workflow/application-commands.js';
import type { TrademarkKind } from './commands.js';

export type TrademarkEvent<D extends Details = Details> = ApplicationEvent<TrademarkKind, D>;
export type TrademarkEventType = TrademarkEvent['type'];

/** The stored event names (never renamed: a new shape of an event gets a new schemaVersion instead). */
export const TRADEMARK_EVENT_TYPES: readonly TrademarkEventType[] = storedEventTypes<TrademarkKind>('trademark');
