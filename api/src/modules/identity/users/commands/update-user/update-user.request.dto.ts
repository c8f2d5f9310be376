import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, MaxLength, Min, MinLength } from 'class-validator';
import { LOCALES } from '@registry/domain/shared/i18n/locale';
import { ROLES } from '@registry/domain/identity/permissions';

class StaffProfileFields {
  @IsOptional() @IsString() @MinLength(1) @MaxLength(100) first_name?: string;
  @IsOptional() @IsString() @MinLength(1) @MaxLength(100) last_name?: string;
  @IsOptional() @IsString() @Matches(/^[a-z0-9._-]{3,50}$/i) username?: string;
  @IsOptional() @IsIn(LOCALES) locale?: string;
  @IsOptional() @IsArray() @ArrayMaxSize(10) @IsIn(ROLES, { each: true }) roles?: string[];
  @IsOptional() @IsBoolean() totp_required?: boolean;
  @IsOptional() @Matches(/^\+?[0-9 ]{7,20}$/) phone_number?: string;
  @IsOptional() @IsIn(['male', 'female', 'unknown']) sex_at_birth?: string;
  @IsOptional() @Matches(/^\d{4}-\d{2}-\d{2}$/) date_of_birth?: string;
  @IsOptional() @IsString() @MaxLength(100) accountingUnit?: string;
}

export class UpdateUserDto extends StaffProfileFields {
  @IsInt() @Min(0) version!: number;
}
