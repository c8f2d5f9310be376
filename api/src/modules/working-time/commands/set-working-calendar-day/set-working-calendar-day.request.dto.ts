import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsNotEmpty, IsObject, IsOptional, IsString, MaxLength, Min, ValidateNested } from 'class-validator';
import { WORKING_TIMES, type WorkingTime } from '@registry/domain/working-time/calendar';

export const DAY_NAME_MAX_LENGTH = 200;

const Trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

export class DayNameDto {
  @ApiProperty({ maxLength: DAY_NAME_MAX_LENGTH, example: 'نەورۆز' })
  @Trimmed()
  @IsDefined()
  @IsString()
  @IsNotEmpty()
  @MaxLength(DAY_NAME_MAX_LENGTH)
  ckb!: string;

  @ApiProperty({ maxLength: DAY_NAME_MAX_LENGTH, example: 'Newroz' })
  @Trimmed()
  @IsDefined()
  @IsString()
  @IsNotEmpty()
  @MaxLength(DAY_NAME_MAX_LENGTH)
  en!: string;

  @ApiProperty({ maxLength: DAY_NAME_MAX_LENGTH, example: 'نوروز' })
  @Trimmed()
  @IsDefined()
  @IsString()
  @IsNotEmpty()
  @MaxLength(DAY_NAME_MAX_LENGTH)
  ar!: string;

  @ApiProperty({ maxLength: DAY_NAME_MAX_LENGTH, example: 'Newroz' })
  @Trimmed()
  @IsDefined()
  @IsString()
  @IsNotEmpty()
  @MaxLength(DAY_NAME_MAX_LENGTH)
  kmr!: string;
}

export class PutWorkingCalendarDayDto {
  @ApiProperty({
    enum: WORKING_TIMES,
    description: 'off: a public holiday; working_hours: worked at office hours; full_day: all 24 hours count',
  })
  @IsDefined()
  @IsIn(WORKING_TIMES)
  workingTime!: WorkingTime;

  @ApiPropertyOptional({ type: DayNameDto, nullable: true, description: 'the day’s name in all four languages (absent or null: none)' })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => DayNameDto)
  name?: DayNameDto | null;

  @ApiPropertyOptional({
    minimum: 0,
    description:
      'the day’s version the change was made on (0: the day has no exception yet); another is a 409 stale-version. Absent: not checked',
  })
  // Decorators apply bottom-up and the first failing one is reported: "an integer" before "at least 0".
  @IsOptional()
  @Min(0)
  @IsInt()
  version?: number;
}

/** `DELETE …/days/{date}?version=N`: removed only at the version shown (409 stale-version otherwise); absent: not checked. */
export class RemoveWorkingCalendarDayQuery {
  @ApiPropertyOptional({ minimum: 1 })
  @Type(() => Number)
  @IsOptional()
  @Min(1)
  @IsInt()
  version?: number;
}
