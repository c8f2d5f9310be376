import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { LocaleQuery } from '#src/modules/reference/activities/activities.dto';

export class NiceClassesRequestDto extends LocaleQuery {
  @ApiPropertyOptional({ description: 'words in any of the four languages, or a class number; absent: all 45 classes', maxLength: 100 })
  @IsOptional()
  @IsString()
  search?: string;
}
