import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuthService } from '#src/modules/identity/auth/auth.service';
import { ConfirmTotpEnrollmentCommand } from './confirm-totp-enrollment.command.js';

@CommandHandler(ConfirmTotpEnrollmentCommand)
export class ConfirmTotpEnrollmentHandler implements ICommandHandler<ConfirmTotpEnrollmentCommand> {
  constructor(private readonly auth: AuthService) {}

  execute({ userId, sessionId, otp, ip }: ConfirmTotpEnrollmentCommand): Promise<void> {
    return this.auth.confirmTotpEnrollment(userId, sessionId, otp, ip);
  }
}
