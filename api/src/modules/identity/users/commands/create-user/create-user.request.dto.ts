import { ArrayMaxSize, IsArray, IsBoolean, IsEmail, IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { LOCALES } from '@registry/domain/shared/i18n/locale';
import { ROLES } from '@registry/domain/identity/permissions';

export class CreateUserDto {
  @IsEmail() @MaxLength(254) email!: string;
  @IsString() @MinLength(1) @MaxLength(100) first_name!: string;
  @IsString() @MinLength(1) @MaxLength(100) last_name!: string;
  @IsArray() @ArrayMaxSize(10) @IsIn(ROLES, { each: true }) roles!: string[];
  @IsString() @MaxLength(1024) password!: string;
  @IsOptional() @IsString() @Matches(/^[a-z0-9._-]{3,50}$/i) username?: string;
  @IsOptional() @IsIn(LOCALES) locale?: string;
  @IsOptional() @IsBoolean() totp_required?: boolean;
  @IsOptional() @Matches(/^\+?[0-9 ]{7,20}$/) phone_number?: string;
}
