import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsInt, Min } from 'class-validator';

export class DeleteDirectorateQuery {
  @ApiProperty({ description: 'the version the administrator saw; another answers 409 stale-version' })
  @Type(() => Number)
  @IsDefined()
  @IsInt()
  @Min(1)
  version!: number;
}
