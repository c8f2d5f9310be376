import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';

/**
 * The query parameter every activity endpoint takes; each use case's request DTO adds its own.
 * Each declares what it accepts (anything else is a 422) and that it comes once, as text;
 * `query-params.ts` reads the values.
 */
export class LocaleQuery {
  @ApiPropertyOptional({ description: 'language when no Accept-Language header is sent', enum: ['ckb', 'en', 'ar', 'kmr'] })
  @IsOptional()
  @IsString()
  locale?: string;
}
