import { IsEmail, MaxLength } from 'class-validator';

/** Whom the department reintroduces a legacy name for: the applicant's e-mail (their sign-in). */
export class ReintroduceLegacyNameDto {
  @IsEmail() @MaxLength(254) applicant_email!: string;
}
