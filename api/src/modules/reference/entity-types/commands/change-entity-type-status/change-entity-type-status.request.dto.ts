import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsInt, IsNotEmpty, IsString, MaxLength, Min } from 'class-validator';
import { REASON_MAX_LENGTH } from '@registry/domain/reference/entity-types/entity-type';
import { Trimmed } from '#src/modules/reference/entity-types/entity-types.dto';

export class ChangeEntityTypeStatusDto {
  @ApiProperty({ description: 'the version the change was made on' })
  @IsDefined()
  @IsInt()
  @Min(1)
  version!: number;

  @ApiProperty({ maxLength: REASON_MAX_LENGTH, description: 'why, for the change log' })
  @Trimmed()
  @IsDefined()
  @IsString()
  @IsNotEmpty()
  @MaxLength(REASON_MAX_LENGTH)
  reason!: string;
}
