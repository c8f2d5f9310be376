import { IsIn, IsOptional, Matches } from 'class-validator';
import { LOCALES } from '@registry/domain/shared/i18n/locale';
import type { NotificationFilter } from '#src/modules/identity/notifications/recipient-notifications';

export class ListNotificationsRequestDto {
  @IsOptional() @IsIn(['all', 'unread', 'read']) status?: NotificationFilter;
  @IsOptional() @Matches(/^\d{1,9}$/) page?: string;
  @IsOptional() @Matches(/^\d{1,9}$/) rowsPerPage?: string;
  @IsOptional() @IsIn(LOCALES) locale?: string;
}
