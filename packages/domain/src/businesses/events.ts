import { storedEventTypes, type ApplicationEvent } from '../applications/workflow/application-events.js';
import type { Details } from '../applications/workflow/application-commands.js';
import type { BusinessKind } from './commands.js';

export type BusinessEvent<D extends Details = Details> = ApplicationEvent<BusinessKind, D>;
export type BusinessEventType = BusinessEvent['type'];

/** The stored event names (never renamed: a new shape of an event gets a new schemaVersion instead). */
export const BUSINESS_EVENT_TYPES: readonly BusinessEventType[] = storedEventTypes<BusinessKind>('business');
