import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { LOCALES } from '@registry/domain/shared/i18n/locale';
import { ROLES } from '@registry/domain/identity/permissions';

export class ListUsersRequestDto {
  @IsOptional() @Matches(/^\d{1,9}$/) page?: string;
  @IsOptional() @Matches(/^\d{1,9}$/) rowsPerPage?: string;
  @IsOptional() @IsString() @MaxLength(100) search?: string;
  @IsOptional() @IsIn(ROLES) role?: string;
  @IsOptional() @IsIn(['active', 'inactive']) status?: string;
  @IsOptional() @IsIn(['email', 'first_name', 'last_name', 'created_at', 'status']) sortBy?: string;
  @IsOptional() @IsIn(['asc', 'desc']) order?: string;
  @IsOptional() @IsIn(LOCALES) locale?: string;
}

/** What the list is narrowed and sorted by (the back office's list sends the same). */
export type UserFilter = Pick<ListUsersRequestDto, 'search' | 'role' | 'status' | 'sortBy' | 'order'>;
