import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { LocaleQuery } from '../../activities.dto.js';
import { IDS_MAX_COUNT } from '../../query-params.js';

export class ActivityListRequestDto extends LocaleQuery {
  @ApiPropertyOptional({ description: `comma-separated ids (at most ${IDS_MAX_COUNT}); answered in this order`, example: '0111,4711' })
  @IsOptional()
  @IsString()
  ids?: string;
}
