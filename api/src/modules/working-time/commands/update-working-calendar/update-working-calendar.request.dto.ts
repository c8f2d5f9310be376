import { ApiProperty } from '@nestjs/swagger';
import { IsArray, IsDefined, IsIn, IsInt, Min } from 'class-validator';
import { WORKING_TIMES, type WorkingTime } from '@registry/domain/working-time/calendar';
import { validationRule } from '#src/shared/http/validation';

export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

export const IsTimeOfDay = () =>
  validationRule('isTimeOfDay', 'working-calendar.time-of-day', (v) => typeof v === 'string' && TIME_OF_DAY.test(v));

/** Later than the object's `opens` (checked only when both are times of day; a bad `opens` is reported on its own). */
export const IsAfterOpens = () =>
  validationRule('isAfterOpens', 'working-calendar.closes-after-opens', (value, args) => {
    const opens = (args?.object as { opens?: unknown } | undefined)?.opens;
    if (typeof value !== 'string' || !TIME_OF_DAY.test(value) || typeof opens !== 'string' || !TIME_OF_DAY.test(opens)) return true;
    return value > opens; // "HH:MM" compares as text in time order
  });

export const IsSevenDays = () => validationRule('isSevenDays', 'working-calendar.week-length', (v) => !Array.isArray(v) || v.length === 7);

export const HasWorkingDay = () =>
  validationRule(
    'hasWorkingDay',
    'working-calendar.week-without-working-day',
    (v) => !Array.isArray(v) || v.length !== 7 || v.some((d) => d !== 'off'),
  );

export class UpdateWorkingCalendarDto {
  @ApiProperty({ description: 'the version the change was made on; another version answers 409 stale-version' })
  // Decorators apply bottom-up and the first failing one is reported: "an integer" before "at least 1".
  @IsDefined()
  @Min(1)
  @IsInt()
  version!: number;

  @ApiProperty({
    enum: WORKING_TIMES,
    isArray: true,
    minItems: 7,
    maxItems: 7,
    description: 'Sunday to Saturday',
    example: ['working_hours', 'working_hours', 'working_hours', 'working_hours', 'working_hours', 'off', 'off'],
  })
  @IsDefined()
  @IsArray()
  @IsSevenDays()
  @IsIn(WORKING_TIMES, { each: true })
  @HasWorkingDay()
  week!: WorkingTime[];

  @ApiProperty({ pattern: TIME_OF_DAY.source, example: '08:00', description: 'opening time of a working_hours day, local' })
  @IsDefined()
  @IsTimeOfDay()
  opens!: string;

  @ApiProperty({ pattern: TIME_OF_DAY.source, example: '15:00', description: 'closing time, later than the opening time' })
  @IsDefined()
  @IsTimeOfDay()
  @IsAfterOpens()
  closes!: string;
}
