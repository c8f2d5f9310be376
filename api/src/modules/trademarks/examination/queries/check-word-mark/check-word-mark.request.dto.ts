import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsDefined, IsInt, Max, Min } from 'class-validator';
import { NICE_CLASS_MAX, NICE_CLASS_MIN } from '@registry/domain/applications/application';
import { TrademarkWordMarkDto } from '#src/modules/applications/commands/submit-application/application-details.dto';
import { Nested } from '#src/modules/applications/commands/submit-application/application-details.decorators';

/** The word mark to examine: its written forms as a trademark application gives them, and its Nice classes. */
export class CheckWordMarkRequestDto {
  @Nested(() => TrademarkWordMarkDto) wordMark!: TrademarkWordMarkDto;

  @ApiProperty({ type: Number, isArray: true, minimum: NICE_CLASS_MIN, maximum: NICE_CLASS_MAX, example: [30, 43] })
  @IsDefined()
  @IsArray()
  @ArrayMaxSize(NICE_CLASS_MAX)
  @IsInt({ each: true })
  @Min(NICE_CLASS_MIN, { each: true })
  @Max(NICE_CLASS_MAX, { each: true })
  classes!: number[];
}
