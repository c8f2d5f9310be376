import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { NOTE_MAX_LENGTH } from '@registry/domain/applications/internal-notes';

export class AddInternalNoteDto {
  @ApiProperty({ description: 'The note, for staff only: never shown to the applicant', maxLength: NOTE_MAX_LENGTH })
  @IsString()
  @MaxLength(NOTE_MAX_LENGTH)
  text!: string;
}
