import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuthService } from '#src/modules/identity/auth/auth.service';
import { BeginTotpEnrollmentCommand } from './begin-totp-enrollment.command.js';

@CommandHandler(BeginTotpEnrollmentCommand)
export class BeginTotpEnrollmentHandler implements ICommandHandler<BeginTotpEnrollmentCommand> {
  constructor(private readonly auth: AuthService) {}

  execute({ userId, scope, currentPassword, otp }: BeginTotpEnrollmentCommand): Promise<{ secret: string; otpauthUri: string }> {
    return this.auth.beginTotpEnrollment(userId, scope === 'totp-enrollment' ? null : { currentPassword, otp });
  }
}
