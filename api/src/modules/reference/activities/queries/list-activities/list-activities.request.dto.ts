import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { LocaleQuery } from '#src/modules/reference/activities/activities.dto';
import { IDS_MAX_COUNT } from '#src/modules/reference/activities/query-params';

export class ActivityListRequestDto extends LocaleQuery {
  @ApiPropertyOptional({ description: `comma-separated ids (at most ${IDS_MAX_COUNT}); answered in this order`, example: '0111,4711' })
  @IsOptional()
  @IsString()
  ids?: string;
}
