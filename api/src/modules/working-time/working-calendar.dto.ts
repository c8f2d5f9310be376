import { ApiProperty } from '@nestjs/swagger';
import type { ValidationOptions } from 'class-validator';
import { validationRule } from '#src/shared/http/validation';

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

export const IsCalendarDate = (options?: ValidationOptions) => validationRule('isCalendarDate', 'validation.date', isCalendarDate, options);

/** The day a route acts on (setting and removing a day's exception). */
export class WorkingCalendarDayParams {
  @ApiProperty({ example: '2026-03-21', description: 'the local day, YYYY-MM-DD' })
  @IsCalendarDate()
  date!: string;
}
