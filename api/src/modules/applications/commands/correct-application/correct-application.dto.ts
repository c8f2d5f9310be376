import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsObject, IsOptional, Min } from 'class-validator';
import { CORRECTION_SECTIONS } from '@registry/domain/applications/application';

export class CorrectionDto {
  @ApiProperty({ enum: [...CORRECTION_SECTIONS, 'trademark-info'] })
  @IsIn([...CORRECTION_SECTIONS, 'trademark-info'])
  section!: string;

  @ApiProperty({ description: 'New values of the top-level fields the section owns', type: 'object', additionalProperties: true })
  @IsObject()
  changes!: Record<string, unknown>;

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt()
  @Min(0)
  version?: number;
}
