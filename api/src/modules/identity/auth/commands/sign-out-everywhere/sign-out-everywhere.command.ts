import { Command } from '@nestjs/cqrs';
import type { Principal } from '#src/shared/http/principal';

/** End every session of the caller, the current one included: all their tokens are refused from now on. */
export class SignOutEverywhereCommand extends Command<void> {
  constructor(
    readonly caller: Principal,
    readonly ip: string,
  ) {
    super();
  }
}
