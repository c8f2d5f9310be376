import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { LOCALES } from '@registry/domain/shared/i18n/locale';

export class EligibilityRequestDto {
  @ApiPropertyOptional({ description: 'the trade name to check', example: 'چایخانەی نەورۆز' })
  @IsString()
  @MaxLength(200)
  chosenTradeName!: string;

  @ApiPropertyOptional({ enum: ['kri_level', 'district_level'], description: 'region-wide (default) or one district' })
  @IsOptional()
  @IsIn(['kri_level', 'district_level'])
  protectionLevel?: 'kri_level' | 'district_level';

  @ApiPropertyOptional({ description: 'the district (required for district_level)', example: 'erbil-shaqlawa' })
  @IsOptional()
  @Matches(/^[a-z0-9-]{1,60}$/)
  districtId?: string;

  @ApiPropertyOptional({ description: 'comma-separated ISIC class codes', example: '5630' })
  @IsOptional()
  @Matches(/^[0-9A-Za-z]{1,6}(,[0-9A-Za-z]{1,6}){0,49}$/)
  activityIds?: string;

  @ApiPropertyOptional({ enum: LOCALES, description: 'the language the name is written in; its letters only' })
  @IsOptional()
  @IsIn(LOCALES)
  language?: 'ckb' | 'en' | 'ar' | 'kmr';

  @IsOptional() @IsIn(LOCALES) locale?: string;
}
