import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

export class ClaimNextDto {
  @ApiPropertyOptional({
    description: 'Only this kind (the queue the reviewer is on); every kind they review when absent',
    enum: ['trade-name', 'business', 'trademark'],
  })
  @IsOptional()
  @IsIn(['trade-name', 'business', 'trademark'])
  kind?: 'trade-name' | 'business' | 'trademark';

  @ApiPropertyOptional({ description: 'Only applications of this province (the queue filter the reviewer works under)' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  provinceId?: string;

  @ApiPropertyOptional({ description: 'Only applications of this district' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  districtId?: string;
}
