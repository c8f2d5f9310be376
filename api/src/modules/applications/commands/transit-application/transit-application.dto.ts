import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsEmail, IsIn, IsInt, IsObject, IsOptional, IsString, Matches, MaxLength, Min, type ValidationOptions } from 'class-validator';
import { CORRECTION_SECTIONS } from '@registry/domain/applications/application';
import { validationRule } from '../../../shared/http/validation.js';
import { PageQuery } from '../../../shared/http/paging.js';

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
      Object.entries(value).every(([path, text]) => path.length > 0 && path.length <= 300 && typeof text === 'string' && text.length <= 2000),
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
  @ApiProperty({ enum: [...CORRECTION_SECTIONS, 'trademark-info'] })
  @IsIn([...CORRECTION_SECTIONS, 'trademark-info'])
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

/** The most documents one transfer takes (a signed approval, an identity document, a contract…). */
export const TRANSFER_DOCUMENTS_MAX = 5;

export class TransferConfirmDto {
  @ApiProperty({ description: 'The code sent to the new e-mail' })
  @IsString()
  @Matches(/^[0-9]{6}$/)
  code!: string;

  @ApiProperty({ description: 'Ids of uploads (kind approval_document) approving the transfer: at least one', type: [String], maxItems: TRANSFER_DOCUMENTS_MAX })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(TRANSFER_DOCUMENTS_MAX)
  @IsString({ each: true })
  approvalDocuments?: string[];
}

/**
 * The filters of the signed-in lists of spec §7 (trade names and businesses spell some of them
 * differently; both spellings are accepted on every list). Values arrive as text and are checked
 * by the list query, which names the field of any bad value.
 */
export class ListQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'One or more application ids, comma-separated' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  id?: string;

  @ApiPropertyOptional({ description: 'Lifecycle (open, active, closed) or workflow states, comma-separated' })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  status?: string;

  @ApiPropertyOptional({ description: 'Businesses: the same as status' })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  state?: string;

  @ApiPropertyOptional({ description: 'Workflow states of spec §4, comma-separated' })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  workflowState?: string;

  @ApiPropertyOptional({ description: 'Businesses: the same as workflowState' })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  workflow_state?: string;

  @ApiPropertyOptional({ description: 'Part of the name, in any script or spelling' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  name?: string;

  @ApiPropertyOptional({ description: 'Businesses: the same as name' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  trade_name?: string;

  @ApiPropertyOptional({ description: 'Businesses: the application holding the trade name' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  trade_name_id?: string;

  @ApiPropertyOptional({ description: 'Businesses: the UEN' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  unique_entity_number?: string;

  @ApiPropertyOptional({ description: 'ISIC codes, comma-separated: any of them' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  activityIds?: string;

  @ApiPropertyOptional({ description: 'District' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  districtId?: string;

  @ApiPropertyOptional({ description: 'Province' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  provinceId?: string;

  @ApiPropertyOptional({ description: 'kri_level or district_level' })
  @IsOptional()
  @IsString()
  @MaxLength(30)
  protectionLevel?: string;

  @ApiPropertyOptional({ description: 'profession, factory or company' })
  @IsOptional()
  @IsString()
  @MaxLength(30)
  tradeNameType?: string;

  @ApiPropertyOptional({ description: 'Businesses: local_company, foreign_company or company_reintroduce' })
  @IsOptional()
  @IsString()
  @MaxLength(30)
  businessType?: string;

  @ApiPropertyOptional({ description: 'true: trade-name applications; false: trade names held by company registrations' })
  @IsOptional()
  @IsString()
  @MaxLength(5)
  standAlone?: string;

  @ApiPropertyOptional({ description: 'Staff only: UPNs of owners, partners, CEOs or shareholders, comma-separated' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  ownersUPN?: string;

  @ApiPropertyOptional({ description: 'from,to (YYYY-MM-DD or ISO instants; either end may be empty)' })
  @IsOptional()
  @IsString()
  @MaxLength(80)
  createdAtRange?: string;

  @ApiPropertyOptional({ description: 'from,to: when registered, granted or reserved' })
  @IsOptional()
  @IsString()
  @MaxLength(80)
  establishedAtRange?: string;

  @ApiPropertyOptional({ description: 'Staff only: the reviewer assigned ("me": the caller; "none": nobody)' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  assigneeId?: string;

  @ApiPropertyOptional({ description: 'true: past a service-level due time of the working calendar' })
  @IsOptional()
  @IsString()
  @MaxLength(5)
  overdue?: string;

  @ApiPropertyOptional({ description: 'createdAt, updatedAt, name, status, establishedAt or dueAt; a leading "-" sorts descending' })
  @IsOptional()
  @IsString()
  @MaxLength(30)
  sortBy?: string;

  @ApiPropertyOptional({ description: 'asc or desc (spec §3)' })
  @IsOptional()
  @IsString()
  @MaxLength(4)
  sortOrder?: string;
}
