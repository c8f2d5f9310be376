import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/** Both fields only for a re-enrolment from a full session; the enrolment-only session sends no body. */
export class BeginTotpDto {
  @IsOptional()
  @IsString()
  @MaxLength(1024)
  current_password?: string;

  @IsOptional()
  @Matches(/^\d{6}$/)
  otp?: string;
}
