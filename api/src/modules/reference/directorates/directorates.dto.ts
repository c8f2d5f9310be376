import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsDefined,
  IsEmail,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { DIRECTORATE_LIMITS } from '@registry/domain/reference/directorates/directorate';

/** Surrounding blanks are never part of a value. */
const Trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
/** Lines of an address or of opening hours: each trimmed, blank lines dropped. */
const TrimmedLines = () =>
  Transform(({ value }) =>
    typeof value === 'string'
      ? value
          .split(/\r?\n/)
          .map((l) => l.trim())
          .filter(Boolean)
          .join('\n')
      : value,
  );
const PROVINCE_ID = /^[a-z0-9-]{1,60}$/;
/** A telephone number as people write it: digits, spaces, +, -, parentheses; empty: to be confirmed. */
const PHONE = /^(?:\+?[0-9 ()-]{4,40})?$/;
/** An https address; empty: to be confirmed. */
const WEBSITE = /^(?:https:\/\/[^\s/$.?#][^\s]*)?$/i;

/** One language's text: a name (required) or lines of an address or of opening hours (may be empty). */
const Text = (max: number, kind: 'name' | 'lines') =>
  applyDecorators(
    ApiProperty({ maxLength: max }),
    kind === 'lines' ? TrimmedLines() : Trimmed(),
    IsDefined(),
    IsString(),
    ...(kind === 'name' ? [IsNotEmpty()] : []),
    MaxLength(max),
  );
const NAME = DIRECTORATE_LIMITS.name;
const ADDRESS = DIRECTORATE_LIMITS.address;
const HOURS = DIRECTORATE_LIMITS.hours;

/** A name in the four languages, none empty. */
export class DirectorateNameDto {
  @Text(NAME, 'name') ckb!: string;
  @Text(NAME, 'name') en!: string;
  @Text(NAME, 'name') ar!: string;
  @Text(NAME, 'name') kmr!: string;
}

/** Address lines in the four languages; an empty text is "to be confirmed". */
export class DirectorateAddressDto {
  @Text(ADDRESS, 'lines') ckb!: string;
  @Text(ADDRESS, 'lines') en!: string;
  @Text(ADDRESS, 'lines') ar!: string;
  @Text(ADDRESS, 'lines') kmr!: string;
}

/** Opening hours in the four languages; an empty text is "to be confirmed". */
export class DirectorateHoursDto {
  @Text(HOURS, 'lines') ckb!: string;
  @Text(HOURS, 'lines') en!: string;
  @Text(HOURS, 'lines') ar!: string;
  @Text(HOURS, 'lines') kmr!: string;
}

// The lazy type as an arrow named `type`: @nestjs/swagger reads an anonymous function as a class without a name.
const Nested = (type: () => new () => object, required: boolean, description: string) =>
  applyDecorators(
    required ? ApiProperty({ type: () => type(), description }) : ApiPropertyOptional({ type: () => type(), description }),
    required ? IsDefined() : IsOptional(),
    IsObject(),
    ValidateNested(),
    Type(type),
  );

/** Given (even empty) or left out; empty means to be confirmed. */
const Contact = (pattern: RegExp | 'email', max: number, description: string) =>
  applyDecorators(
    ApiPropertyOptional({ maxLength: max, description }),
    Trimmed(),
    IsOptional(),
    IsString(),
    MaxLength(max),
    ...(pattern === 'email' ? [ValidateIf((_o, v: unknown) => v !== ''), IsEmail()] : [Matches(pattern)]),
  );

export class CreateDirectorateDto {
  @ApiProperty({ description: 'the province it serves (GET /api/v1/provinces); one directorate a province' })
  @Trimmed()
  @IsDefined()
  @IsString()
  @Matches(PROVINCE_ID)
  provinceId!: string;

  @Nested(() => DirectorateNameDto, true, 'the name in all four languages')
  name!: DirectorateNameDto;

  @Nested(() => DirectorateAddressDto, false, 'address lines (one a line) in the four languages; empty: to be confirmed')
  address?: DirectorateAddressDto;

  @Nested(() => DirectorateHoursDto, false, 'opening hours in the four languages; empty: to be confirmed')
  hours?: DirectorateHoursDto;

  @Contact(PHONE, DIRECTORATE_LIMITS.phone, 'empty: to be confirmed') phone?: string;
  @Contact('email', DIRECTORATE_LIMITS.email, 'empty: to be confirmed') email?: string;
  @Contact(WEBSITE, DIRECTORATE_LIMITS.website, 'an https address; empty: to be confirmed') website?: string;
}

export class UpdateDirectorateDto {
  @ApiProperty({ description: 'the version the change was made on; another version answers 409 stale-version' })
  @IsDefined()
  @IsInt()
  @Min(1)
  version!: number;

  @ApiPropertyOptional()
  @Trimmed()
  @IsOptional()
  @IsString()
  @Matches(PROVINCE_ID)
  provinceId?: string;

  @Nested(() => DirectorateNameDto, false, 'replaces the name; all four languages')
  name?: DirectorateNameDto;

  @Nested(() => DirectorateAddressDto, false, 'replaces the address lines')
  address?: DirectorateAddressDto;

  @Nested(() => DirectorateHoursDto, false, 'replaces the opening hours')
  hours?: DirectorateHoursDto;

  @Contact(PHONE, DIRECTORATE_LIMITS.phone, 'empty: to be confirmed') phone?: string;
  @Contact('email', DIRECTORATE_LIMITS.email, 'empty: to be confirmed') email?: string;
  @Contact(WEBSITE, DIRECTORATE_LIMITS.website, 'an https address; empty: to be confirmed') website?: string;
}

export class DeleteDirectorateQuery {
  @ApiProperty({ description: 'the version the administrator saw; another answers 409 stale-version' })
  @Type(() => Number)
  @IsDefined()
  @IsInt()
  @Min(1)
  version!: number;
}
