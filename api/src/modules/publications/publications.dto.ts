import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** `GET /v1/public/businesses` as spec §7 lists it. */
export class PublicBusinessesQuery {
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

  @ApiPropertyOptional({ description: 'Part of the trade name, in any script or spelling' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  trade_name?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(10)
  locale?: string;
}

/** The publications lists and their CSV and Atom forms. */
export class PublicationsQuery extends PublicBusinessesQuery {
  @ApiPropertyOptional({ description: 'Part of the name, in any script or spelling' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  name?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  provinceId?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  districtId?: string;

  @ApiPropertyOptional({ description: 'ISIC codes, comma-separated: any of them' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  activityIds?: string;

  @ApiPropertyOptional({ description: 'from,to: publication dates (YYYY-MM-DD, whole days in Erbil) or ISO instants; either end may be empty' })
  @IsOptional()
  @IsString()
  @MaxLength(80)
  publishedAtRange?: string;

  @ApiPropertyOptional({ description: 'publishedAt (default, newest first as -publishedAt) or name; a leading "-" sorts descending' })
  @IsOptional()
  @IsString()
  @MaxLength(30)
  sortBy?: string;

  @ApiPropertyOptional({ description: 'asc or desc' })
  @IsOptional()
  @IsString()
  @MaxLength(4)
  sortOrder?: string;
}
