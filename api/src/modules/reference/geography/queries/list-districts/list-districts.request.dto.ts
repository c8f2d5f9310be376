import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { LocaleQuery } from '#src/modules/reference/activities/activities.dto';
import { IDS_MAX_COUNT } from '#src/modules/reference/activities/query-params';

/** Query parameters of GET /v1/districts; `geography.controller.ts` reads their values. */
export class DistrictsRequestDto extends LocaleQuery {
  @ApiPropertyOptional({ description: 'only the districts of this province', example: 'erbil' })
  @IsOptional()
  @IsString()
  province?: string;

  @ApiPropertyOptional({ description: `comma-separated district ids (at most ${IDS_MAX_COUNT})`, example: 'erbil-centre,duhok-zakho' })
  @IsOptional()
  @IsString()
  ids?: string;

  @ApiPropertyOptional({ description: 'true: every match at once, without paging', enum: ['true', 'false'] })
  @IsOptional()
  @IsString()
  listAll?: string;

  @ApiPropertyOptional({ description: '1-based page number (without listAll)', example: 1 })
  @IsOptional()
  @IsString()
  page?: string;

  @ApiPropertyOptional({ description: 'rows per page, 1 to 100 (default 20)', example: 20 })
  @IsOptional()
  @IsString()
  rowsPerPage?: string;
}
