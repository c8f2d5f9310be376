import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsDefined,
  IsEmail,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { DIRECTORATE_LIMITS } from '@registry/domain/reference/directorates/directorate';

// The fields a directorate's create and update requests share, and their decorators.

/** Surrounding blanks are never part of a value. */
export const Trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
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
export const PROVINCE_ID = /^[a-z0-9-]{1,60}$/;
/** A telephone number as people write it: digits, spaces, +, -, parentheses; empty: to be confirmed. */
export const PHONE = /^(?:\+?[0-9 ()-]{4,40})?$/;
/** An https address; empty: to be confirmed. */
export const WEBSITE = /^(?:https:\/\/[^\s/$.?#][^\s]*)?$/i;

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
export const Nested = (type: () => new () => object, required: boolean, description: string) =>
  applyDecorators(
    required ? ApiProperty({ type: () => type(), description }) : ApiPropertyOptional({ type: () => type(), description }),
    required ? IsDefined() : IsOptional(),
    IsObject(),
    ValidateNested(),
    Type(type),
  );

/** Given (even empty) or left out; empty means to be confirmed. */
export const Contact = (pattern: RegExp | 'email', max: number, description: string) =>
  applyDecorators(
    ApiPropertyOptional({ maxLength: max, description }),
    Trimmed(),
    IsOptional(),
    IsString(),
    MaxLength(max),
    ...(pattern === 'email' ? [ValidateIf((_o, v: unknown) => v !== ''), IsEmail()] : [Matches(pattern)]),
  );
