import { Command } from '@nestjs/cqrs';
import type { Principal } from '#src/shared/http/principal';
import type { SelfView } from '#src/modules/identity/self/queries/get-self/get-self.query';

/** Set the caller's locale and, for staff, notification channel (null: keep it) at the version it saw (409 stale-version otherwise); answers the caller's view. */
export class UpdateSelfCommand extends Command<SelfView> {
  constructor(
    readonly caller: Principal,
    readonly version: number,
    readonly locale: string | null,
    /** Staff only: in_app or in_app_and_email (null: keep it). */
    readonly notificationChannel: string | null = null,
  ) {
    super();
  }
}
