import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, Min, type ValidationOptions } from 'class-validator';
import { validationRule } from '#src/shared/http/validation';

const MAX_COMMENTS = 200;

/** Per-field comments: at most 200, each a field path of up to 300 characters and a text of up to 2,000. */
const IsFieldComments = (options?: ValidationOptions) =>
  validationRule(
    'isFieldComments',
    'validation.field-comments',
    (value: unknown) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.keys(value).length <= MAX_COMMENTS &&
      Object.entries(value).every(
        ([path, text]) => path.length > 0 && path.length <= 300 && typeof text === 'string' && text.length <= 2000,
      ),
    options,
  );

/** `?version=N`: the version the caller saw; a different current version is a 409. */
export class VersionQuery {
  @ApiPropertyOptional({ description: 'The version the caller saw (409 stale-version when it changed since)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  version?: number;
}

export class TransitDto {
  @ApiPropertyOptional({ description: 'Why: required for returning, rejecting and terminating' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  reason?: string;

  @ApiPropertyOptional({
    description: 'Returning for correction: comment per field path, in the reviewer’s words',
    type: 'object',
    additionalProperties: { type: 'string' },
  })
  @IsOptional()
  @IsFieldComments()
  fieldComments?: Record<string, string>;

  @ApiPropertyOptional({ description: 'Business returned for correction: requires_business_correction or requires_trade_name_correction' })
  @IsOptional()
  @IsIn(['requires_business_correction', 'requires_trade_name_correction'])
  target?: string;

  @ApiPropertyOptional({ description: 'Assign: the reviewer (null: nobody)', nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  assigneeId?: string | null;

  @ApiPropertyOptional({
    description: 'Confirm payment (required there): the receipt number the cashier issued (letters, digits, "-", "/"; at most 40)',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  receiptNumber?: string;

  @ApiPropertyOptional({
    description: 'Confirm payment (required there): the receipt’s date, YYYY-MM-DD, not after today nor before the approval',
  })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  receiptDate?: string;
}
