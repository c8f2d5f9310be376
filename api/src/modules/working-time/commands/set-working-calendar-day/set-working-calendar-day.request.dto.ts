import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsDefined, IsIn, IsNotEmpty, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { WORKING_TIMES, type WorkingTime } from '@registry/domain/working-time/calendar';

export const DAY_NAME_MAX_LENGTH = 200;

const Trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

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
