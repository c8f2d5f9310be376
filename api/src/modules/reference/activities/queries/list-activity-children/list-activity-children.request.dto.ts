import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { LocaleQuery } from '#src/modules/reference/activities/activities.dto';

export class ActivityChildrenRequestDto extends LocaleQuery {
  @ApiPropertyOptional({ description: 'the node whose children to list; absent: the sections', example: 'A' })
  @IsOptional()
  @IsString()
  parentId?: string;
}
