import { Matches } from 'class-validator';

export class ConfirmTotpDto {
  @Matches(/^\d{6}$/)
  otp!: string;
}
