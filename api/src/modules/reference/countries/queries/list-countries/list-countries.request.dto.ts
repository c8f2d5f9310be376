import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { LocaleQuery } from '#src/modules/reference/activities/activities.dto';

export class CountriesRequestDto extends LocaleQuery {
  @ApiPropertyOptional({
    description:
      'a name or part of one in any of the four languages, or another usual spelling (Turkey, تركيا, Tirkiye); absent: every country',
    maxLength: 100,
  })
  @IsOptional()
  @IsString()
  search?: string;
}
