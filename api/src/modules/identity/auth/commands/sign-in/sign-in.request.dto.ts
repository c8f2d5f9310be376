import { IsEmail, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

export class SignInDto {
  @IsEmail()
  @MaxLength(254)
  email!: string;

  @IsString()
  @MaxLength(1024)
  password!: string;

  /** The authenticator's six digits, when the account has a second factor. */
  @IsOptional()
  @Matches(/^\d{6}$/)
  otp?: string;
}
