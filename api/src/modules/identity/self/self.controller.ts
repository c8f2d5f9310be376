import { Body, Controller, Get, HttpCode, Patch, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { AllowedDuringTotpEnrollment, ForSignedIn, ForStaff } from '#src/shared/http/access';
import { Caller } from '#src/shared/http/request-context';
import { document, resource } from '#src/shared/http/json-api';
import type { Principal } from '#src/shared/http/principal';
import { Idempotent } from '#src/shared/idempotency/idempotency.interceptor';
import { GetSelfQuery } from './queries/get-self/get-self.query.js';
import { GetSelfPermissionsQuery } from './queries/get-self-permissions/get-self-permissions.query.js';
import { UpdateSelfDto } from './commands/update-self/update-self.request.dto.js';
import { UpdateSelfCommand } from './commands/update-self/update-self.command.js';
import { ChangePasswordDto } from './commands/change-own-password/change-own-password.request.dto.js';
import { ChangeOwnPasswordCommand } from './commands/change-own-password/change-own-password.command.js';

/**
 * The caller's own account (spec §4, §7): staff or applicant alike. The self calls return the
 * user in `data`; `version` guards the locale update that follows every sign-in.
 */
@ApiTags('identity')
@Controller('v1/users/self')
export class SelfController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ForSignedIn()
  @AllowedDuringTotpEnrollment()
  @ApiOperation({ summary: 'The signed-in user (401 when not signed in)' })
  async get(@Caller() caller: Principal) {
    return document(resource('users', await this.queries.execute(new GetSelfQuery(caller))));
  }

  @Patch()
  @ForSignedIn()
  @Idempotent()
  @ApiOperation({ summary: 'Updates the caller’s locale (staff: and notification_channel) at the version it saw (409 when stale)' })
  async update(@Caller() caller: Principal, @Body() body: UpdateSelfDto) {
    return document(
      resource(
        'users',
        await this.commands.execute(new UpdateSelfCommand(caller, body.version, body.locale ?? null, body.notification_channel ?? null)),
      ),
    );
  }

  @Get('permissions')
  @ForSignedIn()
  @AllowedDuringTotpEnrollment()
  @ApiOperation({ summary: 'The caller’s roles and named permissions (they decide menus and buttons)' })
  async permissions(@Caller() caller: Principal) {
    return document(resource('permissions', { id: 'self', ...(await this.queries.execute(new GetSelfPermissionsQuery(caller))) }));
  }

  @Put('password')
  @ForStaff()
  @Idempotent()
  @HttpCode(204)
  @ApiOperation({ summary: 'Changes the caller’s own password (staff); their other sessions end' })
  async changePassword(@Caller() caller: Principal, @Body() body: ChangePasswordDto): Promise<void> {
    if (caller.kind === 'staff')
      await this.commands.execute(new ChangeOwnPasswordCommand(caller.userId, caller.sessionId, body.current_password, body.new_password));
  }
}
