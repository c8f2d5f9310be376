import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsArray, IsDefined, IsIn, IsInt, IsNotEmpty, IsObject, IsOptional, IsString, MaxLength, Min, ValidateNested } from 'class-validator';
import { WORKING_TIMES, type WorkingTime } from '@registry/domain/working-time/calendar';
import { validationRule } from '../../shared/http/validation.js';

export const DAY_NAME_MAX_LENGTH = 200;
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "YYYY-MM-DD" naming a day that exists (no 2026-02-30), between 1900 and 2199. */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2199) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const IsCalendarDate = () => validationRule('isCalendarDate', 'validation.date', isCalendarDate);

const IsTimeOfDay = () => validationRule('isTimeOfDay', 'working-calendar.time-of-day', (v) => typeof v === 'string' && TIME_OF_DAY.test(v));

/** Later than the object's `opens` (checked only when both are times of day; a bad `opens` is reported on its own). */
const IsAfterOpens = () =>
  validationRule('isAfterOpens', 'working-calendar.closes-after-opens', (value, args) => {
    const opens = (args?.object as { opens?: unknown } | undefined)?.opens;
    if (typeof value !== 'string' || !TIME_OF_DAY.test(value) || typeof opens !== 'string' || !TIME_OF_DAY.test(opens)) return true;
    return value > opens; // "HH:MM" compares as text in time order
  });

const IsSevenDays = () => validationRule('isSevenDays', 'working-calendar.week-length', (v) => !Array.isArray(v) || v.length === 7);

const HasWorkingDay = () =>
  validationRule('hasWorkingDay', 'working-calendar.week-without-working-day', (v) => !Array.isArray(v) || v.length !== 7 || v.some((d) => d !== 'off'));

const Trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

export class UpdateWorkingCalendarDto {
  @ApiProperty({ description: 'the version the change was made on; another version answers 409 stale-version' })
  // Decorators apply bottom-up and the first failing one is reported: "an integer" before "at least 1".
  @IsDefined() @Min(1) @IsInt()
  version!: number;

  @ApiProperty({ enum: WORKING_TIMES, isArray: true, minItems: 7, maxItems: 7, description: 'Sunday to Saturday', example: ['working_hours', 'working_hours', 'working_hours', 'working_hours', 'working_hours', 'off', 'off'] })
  @IsDefined() @IsArray() @IsSevenDays() @IsIn(WORKING_TIMES, { each: true }) @HasWorkingDay()
  week!: WorkingTime[];

  @ApiProperty({ pattern: TIME_OF_DAY.source, example: '08:00', description: 'opening time of a working_hours day, local' })
  @IsDefined() @IsTimeOfDay()
  opens!: string;

  @ApiProperty({ pattern: TIME_OF_DAY.source, example: '15:00', description: 'closing time, later than the opening time' })
  @IsDefined() @IsTimeOfDay() @IsAfterOpens()
  closes!: string;
}

export class DayNameDto {
  @ApiProperty({ maxLength: DAY_NAME_MAX_LENGTH, example: 'نەورۆز' })
  @Trimmed() @IsDefined() @IsString() @IsNotEmpty() @MaxLength(DAY_NAME_MAX_LENGTH)
  ckb!: string;

  @ApiProperty({ maxLength: DAY_NAME_MAX_LENGTH, example: 'Newroz' })
  @Trimmed() @IsDefined() @IsString() @IsNotEmpty() @MaxLength(DAY_NAME_MAX_LENGTH)
  en!: string;

  @ApiProperty({ maxLength: DAY_NAME_MAX_LENGTH, example: 'نوروز' })
  @Trimmed() @IsDefined() @IsString() @IsNotEmpty() @MaxLength(DAY_NAME_MAX_LENGTH)
  ar!: string;

  @ApiProperty({ maxLength: DAY_NAME_MAX_LENGTH, example: 'Newroz' })
  @Trimmed() @IsDefined() @IsString() @IsNotEmpty() @MaxLength(DAY_NAME_MAX_LENGTH)
  kmr!: string;
}

export class PutWorkingCalendarDayDto {
  @ApiProperty({ enum: WORKING_TIMES, description: 'off: a public holiday; working_hours: worked at office hours; full_day: all 24 hours count' })
  @IsDefined() @IsIn(WORKING_TIMES)
  workingTime!: WorkingTime;

  @ApiPropertyOptional({ type: DayNameDto, nullable: true, description: 'the day’s name in all four languages (absent or null: none)' })
  @IsOptional() @IsObject() @ValidateNested() @Type(() => DayNameDto)
  name?: DayNameDto | null;
}

export class WorkingCalendarDayParams {
  @ApiProperty({ example: '2026-03-21', description: 'the local day, YYYY-MM-DD' })
  @IsCalendarDate()
  date!: string;
}

export class WorkingCalendarQuery {
  @ApiPropertyOptional({ example: '2026-01-01', description: 'list the days from this one (YYYY-MM-DD; default: today, local)' })
  @IsOptional() @IsCalendarDate()
  from?: string;

  @ApiPropertyOptional({ description: 'language of messages when no Accept-Language is sent' })
  @IsOptional() @IsString()
  locale?: string;
}
