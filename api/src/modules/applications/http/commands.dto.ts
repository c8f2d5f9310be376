import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsObject, IsOptional, IsString, Matches, MaxLength, Min, ValidateBy, type ValidationOptions } from 'class-validator';
import { CORRECTION_SECTIONS } from '../domain/application.js';

const MAX_COMMENTS = 200;

/** Per-field comments: at most 200, each a field path of up to 300 characters and a text of up to 2,000. */
function IsFieldComments(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isFieldComments',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'object' &&
          value !== null &&
          !Array.isArray(value) &&
          Object.keys(value).length <= MAX_COMMENTS &&
          Object.entries(value).every(([path, text]) => path.length > 0 && path.length <= 300 && typeof text === 'string' && text.length <= 2000),
      },
    },
    { ...options, context: { params: { code: 'validation.field-comments' } } },
  );
}

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

  @ApiPropertyOptional({ description: 'Returning for correction: comment per field path, in the reviewer’s words', type: 'object', additionalProperties: { type: 'string' } })
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
}

export class CorrectionDto {
  @ApiProperty({ enum: CORRECTION_SECTIONS })
  @IsIn(CORRECTION_SECTIONS)
  section!: string;

  @ApiProperty({ description: 'New values of the top-level fields the section owns', type: 'object', additionalProperties: true })
  @IsObject()
  changes!: Record<string, unknown>;

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt()
  @Min(0)
  version?: number;
}

export class TransferRequestQuery {
  @ApiProperty({ description: 'The new owner’s e-mail (must differ from the current one)' })
  @IsEmail()
  @MaxLength(254)
  new_email!: string;

  @ApiPropertyOptional({ name: 'idempotency-key' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  'idempotency-key'?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(10)
  locale?: string;
}

export class TransferConfirmDto {
  @ApiProperty({ description: 'The code sent to the new e-mail' })
  @IsString()
  @Matches(/^[0-9]{6}$/)
  code!: string;
}

export class ListQuery {
  @ApiPropertyOptional({ description: '1-based page' })
  @IsOptional()
  @IsString()
  @MaxLength(9)
  page?: string;

  @ApiPropertyOptional({ description: 'Rows per page (1 to 100, default 20)' })
  @IsOptional()
  @IsString()
  @MaxLength(3)
  rowsPerPage?: string;

  @ApiPropertyOptional({ description: 'Only applications in this workflow state' })
  @IsOptional()
  @IsString()
  @MaxLength(60)
  status?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(10)
  locale?: string;
}
