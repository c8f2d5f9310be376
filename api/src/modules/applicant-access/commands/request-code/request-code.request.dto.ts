import { IsEmail, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { CODE_PURPOSES, type CodePurpose } from '@registry/domain/applicant-access/code-policy';

export class GenerateOtpDto {
  @IsString()
  @MaxLength(254)
  @IsEmail()
  email!: string;

  /** sign-in (the default and the only one served): transfer is refused with 422, as transfer codes come only from the owner's transfer request. */
  @IsOptional()
  @IsIn(CODE_PURPOSES)
  purpose?: CodePurpose;
}
