import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { IsCalendarDate } from '#src/modules/working-time/working-calendar.dto';

export class WorkingCalendarQuery {
  @ApiPropertyOptional({ example: '2026-01-01', description: 'list the days from this one (YYYY-MM-DD; default: today, local)' })
  @IsOptional()
  @IsCalendarDate()
  from?: string;

  @ApiPropertyOptional({ description: 'language of messages when no Accept-Language is sent' })
  @IsOptional()
  @IsString()
  locale?: string;
}
