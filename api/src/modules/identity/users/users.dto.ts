import { ArrayMaxSize, IsArray, IsBoolean, IsEmail, IsIn, IsInt, IsOptional, IsString, Matches, MaxLength, Min, MinLength } from 'class-validator';
import { LOCALES } from '@registry/domain/shared/i18n/locale';
import { ROLES } from '@registry/domain/identity/permissions';

export class UpdateSelfDto {
  @IsOptional()
  @IsIn(LOCALES)
  locale?: string;

  /** The version the client last saw (spec §3: optimistic concurrency; 0 when absent). */
  @IsInt()
  @Min(0)
  version!: number;
}

export class ChangePasswordDto {
  @IsString()
  @MaxLength(1024)
  current_password!: string;

  @IsString()
  @MaxLength(1024)
  new_password!: string;
}

export class ListUsersQuery {
  @IsOptional() @Matches(/^\d{1,9}$/) page?: string;
  @IsOptional() @Matches(/^\d{1,9}$/) rowsPerPage?: string;
  @IsOptional() @IsString() @MaxLength(100) search?: string;
  @IsOptional() @IsIn(ROLES) role?: string;
  @IsOptional() @IsIn(['active', 'inactive']) status?: string;
  @IsOptional() @IsIn(['email', 'first_name', 'last_name', 'created_at', 'status']) sortBy?: string;
  @IsOptional() @IsIn(['asc', 'desc']) order?: string;
  @IsOptional() @IsIn(LOCALES) locale?: string;
}

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

export class UpdateUserDto extends StaffProfileFields {
  @IsInt() @Min(0) version!: number;
}

export class ChangeStatusDto {
  @IsString() @MinLength(3) @MaxLength(500) reason!: string;
  @IsInt() @Min(0) version!: number;
}
