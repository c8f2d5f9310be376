import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQuery } from '#src/shared/http/paging';

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

  @ApiPropertyOptional({ description: 'The human reference, e.g. TN-2026-000123 (any case; the leading zeros may be left out)' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  reference?: string;

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

  @ApiPropertyOptional({
    description:
      'Staff only: one box for a name in any script, a UEN, an application reference (its id or first 8 characters), an owner’s or partner’s UPN, or the applicant’s e-mail',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

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
