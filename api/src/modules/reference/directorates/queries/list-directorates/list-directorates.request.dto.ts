import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { LocaleQuery } from '#src/modules/reference/activities/activities.dto';

export class ListDirectoratesRequestDto extends LocaleQuery {
  @ApiPropertyOptional({ description: 'only the directorate of this province (GET /api/v1/provinces)' })
  @IsOptional()
  @Matches(/^[a-z0-9-]{1,60}$/)
  province?: string;
}
