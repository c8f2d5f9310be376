import { IsIn, IsInt, IsOptional, Min } from 'class-validator';
import { LOCALES } from '@registry/domain/shared/i18n/locale';
import { NOTIFICATION_CHANNELS } from '@registry/domain/applications/staff-notifications';

export class UpdateSelfDto {
  @IsOptional()
  @IsIn(LOCALES)
  locale?: string;

  /** Staff: how they hear of their work (issue 22 §6): in the back office only, or by e-mail too. */
  @IsOptional()
  @IsIn(NOTIFICATION_CHANNELS)
  notification_channel?: string;

  /** The version the client last saw (spec §3: optimistic concurrency; 0 when absent). */
  @IsInt()
  @Min(0)
  version!: number;
}
