import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsDefined, IsIn, IsOptional, ValidateNested } from 'class-validator';
import { WORKING_TIMES, type WorkingTime } from '@registry/domain/working-time/calendar';
import { IsCalendarDate } from '#src/modules/working-time/working-calendar.dto';
import {
  HasWorkingDay,
  IsAfterOpens,
  IsSevenDays,
  IsTimeOfDay,
} from '#src/modules/working-time/commands/update-working-calendar/update-working-calendar.request.dto';

/** A year of days at most in one preview: what one administrator plans at a time. */
export const MAX_PREVIEW_DAYS = 366;

export class ProposedDayDto {
  @ApiProperty({ example: '2026-03-21', description: 'the local day, YYYY-MM-DD' })
  @IsDefined()
  @IsCalendarDate()
  date!: string;

  @ApiProperty({ enum: WORKING_TIMES })
  @IsDefined()
  @IsIn(WORKING_TIMES)
  workingTime!: WorkingTime;
}

/** The change to preview; what it leaves out stays as it is. */
export class PreviewWorkingCalendarChangeDto {
  @ApiPropertyOptional({ enum: WORKING_TIMES, isArray: true, minItems: 7, maxItems: 7, description: 'Sunday to Saturday' })
  @IsOptional()
  @IsArray()
  @IsSevenDays()
  @IsIn(WORKING_TIMES, { each: true })
  @HasWorkingDay()
  week?: WorkingTime[];

  @ApiPropertyOptional({ example: '08:00' })
  @IsOptional()
  @IsTimeOfDay()
  opens?: string;

  @ApiPropertyOptional({
    example: '15:00',
    description: 'later than the opening time (the proposed one, or the current one when none is proposed)',
  })
  @IsOptional()
  @IsTimeOfDay()
  @IsAfterOpens()
  closes?: string;

  @ApiPropertyOptional({ type: ProposedDayDto, isArray: true, maxItems: MAX_PREVIEW_DAYS, description: 'days declared or changed' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_PREVIEW_DAYS)
  @ValidateNested({ each: true })
  @Type(() => ProposedDayDto)
  days?: ProposedDayDto[];

  @ApiPropertyOptional({
    type: String,
    isArray: true,
    maxItems: MAX_PREVIEW_DAYS,
    description: 'days whose exception is removed (YYYY-MM-DD)',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_PREVIEW_DAYS)
  @IsCalendarDate({ each: true })
  removeDays?: string[];
}
