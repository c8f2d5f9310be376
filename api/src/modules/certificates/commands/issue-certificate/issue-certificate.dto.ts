import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** What an issued certificate is, as the back office reads it after issuing. */
export class IssuedCertificateDto {
  @ApiProperty({ description: 'The certificate id (the verification page: /certificates/{id})', format: 'uuid' })
  id!: string;

  @ApiProperty({ description: 'The certificate number: the register number and the issue’s sequence', example: 'TN-2026-000123-C1' })
  number!: string;

  @ApiProperty({ description: 'The register number it certifies (a reference, or a company’s UEN)', example: 'TN-2026-000123' })
  registerNumber!: string;

  @ApiProperty({ description: 'When it was issued (ISO 8601)' })
  issuedAt!: string;

  @ApiPropertyOptional({ description: 'The certificate it supersedes (a re-issue)', nullable: true, format: 'uuid' })
  supersedes!: string | null;
}
