import { applyDecorators } from '@nestjs/common';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';

import { LOCALES } from '@registry/domain/shared/i18n/locale';
import { ROLES } from '@registry/domain/identity/permissions';

/** May be left out, but not null: the account keeps a value (IsOptional would let null through to the database): null is `validation.required`, as on the back office's edit. */
const Omittable = () =>
  applyDecorators(
    ValidateIf((_object, value: unknown) => value !== undefined),
    IsDefined(),
  );

class StaffProfileFields {
  @Omittable() @IsString() @MinLength(1) @MaxLength(100) first_name?: string;
  @Omittable() @IsString() @MinLength(1) @MaxLength(100) last_name?: string;
  @IsOptional() @IsString() @Matches(/^[a-z0-9._-]{3,50}$/i) username?: string;
  @Omittable() @IsIn(LOCALES) locale?: string;
  @Omittable() @IsArray() @ArrayMaxSize(10) @IsIn(ROLES, { each: true }) roles?: string[];
  @Omittable() @IsBoolean() totp_required?: boolean;
  @IsOptional() @Matches(/^\+?[0-9 ]{7,20}$/) phone_number?: string;
  @IsOptional() @IsIn(['male', 'female', 'unknown']) sex_at_birth?: string;
  // A day of the calendar (strict: not 2026-02-30), else the date column refuses it as a 500.
  @IsOptional() @Matches(/^\d{4}-\d{2}-\d{2}$/) @IsISO8601({ strict: true, strictSeparator: true }) date_of_birth?: string;
  @IsOptional() @IsString() @MaxLength(100) accountingUnit?: string;
}

export class UpdateUserDto extends StaffProfileFields {
  @IsInt() @Min(0) version!: number;
}
