/** Injection tokens of the infrastructure the application module receives from the runtime. */
export const CONFIG = Symbol('CONFIG');
export const LOGGER = Symbol('LOGGER');
export const PG_POOL = Symbol('PG_POOL');
/** The streaming replicas public reads may go to (infrastructure/database/read-replicas.ts). */
export const READ_REPLICAS = Symbol('READ_REPLICAS');
export const EVENT_STORE = Symbol('EVENT_STORE');
export const PROJECTIONS = Symbol('PROJECTIONS');
export const MAILER = Symbol('MAILER');
export const MAIL_CATCHER = Symbol('MAIL_CATCHER');
