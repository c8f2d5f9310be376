import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQuery } from '#src/shared/http/paging';

/** `GET /v1/public/businesses` as spec §7 lists it. */
export class PublicBusinessesQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Part of the trade name, in any script or spelling' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  trade_name?: string;
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

  @ApiPropertyOptional({
    description: 'from,to: publication dates (YYYY-MM-DD, whole days in Erbil) or ISO instants; either end may be empty',
  })
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
