import { IsIn, IsInt, IsOptional, Min } from 'class-validator';
import { LOCALES } from '@registry/domain/shared/i18n/locale';

export class UpdateSelfDto {
  @IsOptional()
  @IsIn(LOCALES)
  locale?: string;

  /** The version the client last saw (spec §3: optimistic concurrency; 0 when absent). */
  @IsInt()
  @Min(0)
  version!: number;
}
