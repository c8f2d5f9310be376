import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { LOCALES } from '@registry/domain/shared/i18n/locale';

export class PublicTradeNamesRequestDto {
  @IsOptional() @IsString() @MaxLength(200) name?: string;
  @IsOptional() @Matches(/^[a-z0-9-]{1,60}$/) districtId?: string;
  @IsOptional() @Matches(/^[a-z0-9-]{1,60}$/) provinceId?: string;
  @IsOptional() @IsIn(['kri_level', 'district_level']) protectionLevel?: string;
  @IsOptional() @Matches(/^\d{1,9}$/) page?: string;
  @IsOptional() @Matches(/^\d{1,9}$/) rowsPerPage?: string;
  @IsOptional() @IsIn(['name', '-name', 'registeredAt', '-registeredAt']) sortBy?: string;
  @IsOptional() @IsIn(LOCALES) locale?: string;
}
