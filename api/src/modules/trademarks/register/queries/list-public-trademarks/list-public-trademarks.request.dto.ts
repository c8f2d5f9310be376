import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { NICE_CLASS_MAX, NICE_CLASS_MIN } from '@registry/domain/applications/application';
import { PageQuery } from '#src/shared/http/paging';
import { PUBLIC_MARK_STATUSES, TRADEMARK_SORTS } from './list-public-trademarks.query.js';

/** The public register of marks' filters: words in any script, a Nice class, a status; sorted and paged. */
export class PublicTrademarksRequestDto extends PageQuery {
  @ApiPropertyOptional({ description: 'Words of the mark, in any script or spelling (the naming keys of the examination)' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  words?: string;

  @ApiPropertyOptional({ description: 'A Nice class the mark is held in', minimum: NICE_CLASS_MIN, maximum: NICE_CLASS_MAX })
  @IsOptional()
  @Type(() => Number)
  @Min(NICE_CLASS_MIN)
  @Max(NICE_CLASS_MAX)
  // Last, so checked first: a text that is no number is told so, not that it is too large.
  @IsInt()
  niceClass?: number;

  @ApiPropertyOptional({ enum: PUBLIC_MARK_STATUSES })
  @IsOptional()
  @IsIn(PUBLIC_MARK_STATUSES)
  status?: (typeof PUBLIC_MARK_STATUSES)[number];

  @ApiPropertyOptional({ enum: TRADEMARK_SORTS, default: '-reservedAt' })
  @IsOptional()
  @IsIn(TRADEMARK_SORTS)
  sortBy?: (typeof TRADEMARK_SORTS)[number];
}
