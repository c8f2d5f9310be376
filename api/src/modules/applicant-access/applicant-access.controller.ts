import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { Public } from '#src/shared/http/access';
import { NoStore } from '#src/shared/http/security';
import { document, resource } from '#src/shared/http/json-api';
import { RequestLocale } from '#src/shared/http/request-context';
import { Idempotent } from '#src/shared/idempotency/idempotency.interceptor';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import { translate } from '@registry/domain/shared/i18n/messages';
import { CODE_POLICY, normalizeEmail } from '@registry/domain/applicant-access/code-policy';
import { GenerateOtpDto } from './commands/request-code/request-code.request.dto.js';
import { RequestCodeCommand } from './commands/request-code/request-code.command.js';
import { VerifyOtpDto } from './commands/verify-code/verify-code.request.dto.js';
import { VerifyCodeCommand } from './commands/verify-code/verify-code.command.js';
import { ApplicantAccessMessages } from '@registry/domain/applicant-access/messages';

/** Spec §7 "OTP": the applicant's e-mail code, asked for and verified (HTTP to the module's two commands and back). */
@ApiTags('applicant access')
@Controller('v1')
export class ApplicantAccessController {
  constructor(private readonly commands: CommandBus) {}

  @Post('generate-otp')
  @Public()
  @Idempotent()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sends a six-digit code to the e-mail, valid 10 minutes (the same answer for any address; 429 when asked too often)',
  })
  async generate(@Body() body: GenerateOtpDto, @RequestLocale() locale: Locale, @Req() req: FastifyRequest) {
    const email = normalizeEmail(body.email);
    const purpose = body.purpose ?? 'sign-in';
    const issued = await this.commands.execute(new RequestCodeCommand(email, purpose, locale, req.ip ?? ''));
    const params = { email, minutes: CODE_POLICY.validMinutes };
    return document(
      resource('otp-requests', {
        id: issued.codeId,
        email,
        purpose,
        expiresAt: issued.expiresAt,
        resendAfterSeconds: CODE_POLICY.resendCooldownSeconds,
      }),
      { message: translate(ApplicantAccessMessages['otp.sent'], locale, params), messageCode: ApplicantAccessMessages['otp.sent'] },
    );
  }

  @Post('verify-otp')
  @Public()
  @NoStore()
  @HttpCode(200)
  @ApiOperation({ summary: 'Verifies the e-mail code and signs the applicant in (422 otp.invalid otherwise)' })
  async verify(@Body() body: VerifyOtpDto, @RequestLocale() locale: Locale, @Req() req: FastifyRequest) {
    const { session, applicant } = await this.commands.execute(new VerifyCodeCommand(body.email, body.code, locale, req.ip ?? ''));
    return document(
      resource('sessions', {
        id: session.sessionId,
        accessToken: session.accessToken,
        expiresAt: session.expiresAt,
        scope: 'full',
        user: applicant,
      }),
      {
        message: translate(ApplicantAccessMessages['otp.email-verified'], locale),
        messageCode: ApplicantAccessMessages['otp.email-verified'],
      },
    );
  }
}
