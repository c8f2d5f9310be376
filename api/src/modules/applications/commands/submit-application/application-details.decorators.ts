/**
 * The validation decorators the request DTOs of the three applications are built from
 * (application-details.dto.ts): each a constraint of `shared/http/validation.ts` with a message
 * code, and its OpenAPI description. Strings are only bounded here; their formats and every rule
 * that depends on other values are the domain rules'.
 */
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { NICE_CLASS_MAX } from '@registry/domain/applications/application';

// ── limits (no huge strings, no huge lists) ─────────────────────────────────────────────────

export const LIMITS = {
  name: 200,
  shortText: 100,
  /** UPN, UEN, phone, passport, dates: bounded here, their format is a domain rule with its own message. */
  code: 32,
  email: 254,
  contractText: 5000,
  activities: 30,
  partners: 50,
  shareholders: 200,
  uploads: 20,
  permissions: 30,
  niceClasses: NICE_CLASS_MAX,
  termsPerClass: 100,
  /** Amounts in IQD: far above any capital, below 2^53 so that whole numbers stay exact. */
  amount: 1e15,
} as const;

export const DISTRICT_ID = /^[a-z0-9-]{1,60}$/;
const ACTIVITY_ID = /^(?:[A-Za-z]|\d{2,6})$/;
export const CURRENCY_CODE = /^[A-Z]{3}$/;

// ── building blocks ──────────────────────────────────────────────────────────────────────────

/** Surrounding blanks are never part of a value; a blank-only value is a missing one. */
const Trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const presence = (required: boolean) => (required ? IsDefined() : IsOptional());
const doc = (required: boolean, options: Parameters<typeof ApiProperty>[0] = {}) =>
  required ? ApiProperty(options) : ApiPropertyOptional(options);

export function Text(max: number, { required = true, description }: { required?: boolean; description?: string } = {}) {
  return applyDecorators(
    doc(required, { type: String, maxLength: max, description }),
    Trimmed(),
    presence(required),
    IsString(),
    ...(required ? [IsNotEmpty()] : []),
    MaxLength(max),
  );
}

export function Pattern(pattern: RegExp, { required = true, description }: { required?: boolean; description?: string } = {}) {
  return applyDecorators(
    doc(required, { type: String, pattern: pattern.source, description }),
    presence(required),
    IsString(),
    Matches(pattern),
  );
}

/** An e-mail address (`validation.email`). */
export function Email(required = true) {
  return applyDecorators(
    doc(required, { type: String, format: 'email', maxLength: LIMITS.email }),
    Trimmed(),
    presence(required),
    IsString(),
    IsEmail(),
    MaxLength(LIMITS.email),
  );
}

/** A value whose format the domain checks (UPN, UEN, phone, passport, YYYY-MM-DD date): a short string here. */
export function Code(description: string, required = true) {
  return applyDecorators(
    doc(required, { type: String, maxLength: LIMITS.code, description }),
    Trimmed(),
    presence(required),
    IsString(),
    ...(required ? [IsNotEmpty()] : []),
    MaxLength(LIMITS.code),
  );
}

export function OneOf<T extends string>(values: readonly T[], required = true) {
  return applyDecorators(doc(required, { enum: [...values] }), presence(required), IsIn(values));
}

/**
 * class-validator 0.15 names the UUID constraint `isUuid`; the context carries the message code
 * so that the pipe answers `validation.id` whichever spelling it maps.
 */
const uuidCode = { context: { params: { code: 'validation.id' } } };

export function Upload(required = true, description?: string) {
  return applyDecorators(
    doc(required, { type: String, format: 'uuid', description: description ?? 'an uploaded file' }),
    presence(required),
    IsUUID(undefined, uuidCode),
  );
}

export function Uploads(required = true, description?: string) {
  return applyDecorators(
    doc(required, { type: String, format: 'uuid', isArray: true, maxItems: LIMITS.uploads, description }),
    presence(required),
    IsArray(),
    ArrayMaxSize(LIMITS.uploads),
    IsUUID(undefined, { each: true, ...uuidCode }),
  );
}

export function Texts(maxItems: number, maxLength: number, required = true) {
  return applyDecorators(
    doc(required, { type: String, isArray: true, maxItems, description: `at most ${maxItems} texts of ${maxLength} characters` }),
    presence(required),
    IsArray(),
    ArrayMaxSize(maxItems),
    IsString({ each: true }),
    MaxLength(maxLength, { each: true }),
  );
}

export function Whole(min: number, max: number, required = true) {
  return applyDecorators(doc(required, { type: Number, minimum: min, maximum: max }), presence(required), IsInt(), Min(min), Max(max));
}

export function Amount(required = false) {
  return applyDecorators(
    doc(required, { type: Number, minimum: -LIMITS.amount, maximum: LIMITS.amount }),
    presence(required),
    IsNumber({ allowNaN: false, allowInfinity: false }),
    Min(-LIMITS.amount),
    Max(LIMITS.amount),
  );
}

export function Coordinate(limit: number) {
  return applyDecorators(
    ApiProperty({ type: Number, minimum: -limit, maximum: limit }),
    IsDefined(),
    IsNumber({ allowNaN: false, allowInfinity: false }),
    Min(-limit),
    Max(limit),
  );
}

/** ISIC class codes, at least one (the rules say which exist and may be chosen). */
export function ActivityIds() {
  return applyDecorators(
    ApiProperty({ type: String, isArray: true, maxItems: LIMITS.activities, description: 'ISIC class codes' }),
    IsDefined(),
    IsArray(),
    ArrayMaxSize(LIMITS.activities),
    Matches(ACTIVITY_ID, { each: true }),
  );
}

// @nestjs/swagger takes a `type` function for a lazy type only if the function is named `type`
// (an arrow written as that property); the caller's arrow is anonymous and was read as a class
// without a name (`#/components/schemas/` in the document).
export function Nested(type: () => new () => object, required = true) {
  return applyDecorators(doc(required, { type: () => type() }), presence(required), IsObject(), ValidateNested(), Type(type));
}

export function NestedList(type: () => new () => object, maxItems: number) {
  return applyDecorators(
    ApiProperty({ type: () => type(), isArray: true, maxItems }),
    IsDefined(),
    IsArray(),
    ArrayMaxSize(maxItems),
    ValidateNested({ each: true }),
    Type(type),
  );
}
