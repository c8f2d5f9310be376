import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsEmail, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

export class TransferRequestQuery {
  @ApiProperty({ description: 'The new owner’s e-mail (must differ from the current one)' })
  @IsEmail()
  @MaxLength(254)
  new_email!: string;

  @ApiPropertyOptional({ name: 'idempotency-key' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  'idempotency-key'?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(10)
  locale?: string;
}

/** The most documents one transfer takes (a signed approval, an identity document, a contract…). */
export const TRANSFER_DOCUMENTS_MAX = 5;

export class TransferConfirmDto {
  @ApiProperty({ description: 'The code sent to the new e-mail' })
  @IsString()
  @Matches(/^[0-9]{6}$/)
  code!: string;

  @ApiProperty({
    description: 'Ids of uploads (kind approval_document) approving the transfer: at least one',
    type: [String],
    maxItems: TRANSFER_DOCUMENTS_MAX,
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(TRANSFER_DOCUMENTS_MAX)
  @IsString({ each: true })
  approvalDocuments?: string[];
}
