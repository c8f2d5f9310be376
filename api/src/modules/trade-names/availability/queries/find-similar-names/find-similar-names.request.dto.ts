import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { LOCALES } from '@registry/domain/shared/i18n/locale';

export class SimilarNamesRequestDto {
  @IsString()
  @MaxLength(200)
  chosenTradeName!: string;

  @IsOptional() @IsIn(LOCALES) locale?: string;
}
