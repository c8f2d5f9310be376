import { IsEmail, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { CODE_PURPOSES, type CodePurpose } from '@registry/domain/applicant-access/code-policy';

export class GenerateOtpDto {
  @IsString()
  @MaxLength(254)
  @IsEmail()
  email!: string;

  /** sign-in (default): the code signs the applicant in; transfer: it accepts an ownership transfer. */
  @IsOptional()
  @IsIn(CODE_PURPOSES)
  purpose?: CodePurpose;
}
