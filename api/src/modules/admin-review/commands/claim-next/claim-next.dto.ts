import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

export class ClaimNextDto {
  @ApiPropertyOptional({ description: 'Only this kind (the queue the reviewer is on); every kind they review when absent', enum: ['trade-name', 'business', 'trademark'] })
  @IsOptional()
  @IsIn(['trade-name', 'business', 'trademark'])
  kind?: 'trade-name' | 'business' | 'trademark';
}
