import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { AllowedDuringTotpEnrollment, ForSignedIn, ForStaff, Public } from '#src/shared/http/access';
import { NoStore } from '#src/shared/http/security';
import { Caller } from '#src/shared/http/request-context';
import { document, resource } from '#src/shared/http/json-api';
import { principalId, type Principal } from '#src/shared/http/principal';
import { forbidden } from '@registry/domain/shared/domain-error';
import { staffUserAttributes } from '../users/staff-users.repository.js';
import { SignInDto } from './commands/sign-in/sign-in.request.dto.js';
import { SignInCommand } from './commands/sign-in/sign-in.command.js';
import { SignOutCommand } from './commands/sign-out/sign-out.command.js';
import { SignOutEverywhereCommand } from './commands/sign-out-everywhere/sign-out-everywhere.command.js';
import { BeginTotpEnrollmentCommand } from './commands/begin-totp-enrollment/begin-totp-enrollment.command.js';
import { BeginTotpDto } from './commands/begin-totp-enrollment/begin-totp-enrollment.request.dto.js';
import { ConfirmTotpDto } from './commands/confirm-totp-enrollment/confirm-totp-enrollment.request.dto.js';
import { ConfirmTotpEnrollmentCommand } from './commands/confirm-totp-enrollment/confirm-totp-enrollment.command.js';

/** HTTP to sign-in, sign-out and the second factor's enrolment (commands) and back; the passport strategies read the tokens. */
@ApiTags('identity')
@Controller()
export class AuthController {
  constructor(private readonly commands: CommandBus) {}

  @Post('v1/sign-in')
  @Public()
  @NoStore()
  @HttpCode(200)
  @ApiOperation({ summary: 'Staff sign-in with e-mail and password (and the TOTP code when enrolled)' })
  async signIn(@Body() body: SignInDto, @Req() req: FastifyRequest) {
    const result = await this.commands.execute(new SignInCommand(body, req.ip ?? ''));
    return document(
      resource('sessions', {
        id: result.sessionId,
        accessToken: result.accessToken,
        expiresAt: result.expiresAt,
        scope: result.scope,
        user: staffUserAttributes(result.user),
      }),
    );
  }

  @Post('sign-out')
  @ForSignedIn()
  @AllowedDuringTotpEnrollment()
  @HttpCode(204)
  @ApiOperation({ summary: 'Ends the caller’s session: its token is refused from now on' })
  async signOut(@Caller() caller: Principal, @Req() req: FastifyRequest): Promise<void> {
    await this.commands.execute(new SignOutCommand(caller.sessionId, principalId(caller), req.ip ?? ''));
  }

  @Post('v1/sign-out-everywhere')
  @ForSignedIn()
  @AllowedDuringTotpEnrollment()
  @HttpCode(204)
  @ApiOperation({ summary: 'Ends every session of the caller, this one included (staff or applicant)' })
  async signOutEverywhere(@Caller() caller: Principal, @Req() req: FastifyRequest): Promise<void> {
    await this.commands.execute(new SignOutEverywhereCommand(caller, req.ip ?? ''));
  }

  @Post('v1/users/self/totp')
  @ForStaff()
  @AllowedDuringTotpEnrollment()
  @NoStore()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Starts enrolment of an authenticator app (second factor); from a full session, needs the current password and a current code',
  })
  async beginTotp(@Caller() caller: Principal, @Body() body: BeginTotpDto) {
    if (caller.kind !== 'staff') throw forbidden();
    const scope = caller.scope ?? 'full';
    const { secret, otpauthUri } = await this.commands.execute(
      new BeginTotpEnrollmentCommand(caller.userId, scope, body?.current_password, body?.otp),
    );
    return document(resource('totp-enrollments', { id: caller.userId, secret, otpauthUri }));
  }

  @Post('v1/users/self/totp/confirm')
  @ForStaff()
  @AllowedDuringTotpEnrollment()
  @HttpCode(204)
  @ApiOperation({ summary: 'Confirms the authenticator app with one of its codes' })
  async confirmTotp(@Caller() caller: Principal, @Body() body: ConfirmTotpDto, @Req() req: FastifyRequest): Promise<void> {
    if (caller.kind !== 'staff') throw forbidden();
    await this.commands.execute(new ConfirmTotpEnrollmentCommand(caller.userId, caller.sessionId, body.otp, req.ip ?? ''));
  }
}
