import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { RECTIFICATION_REASON_MAX } from '@registry/domain/applications/workflow/record-rectification';
import { DISTRICT_ID, LIMITS, Nested, Pattern } from '#src/modules/applications/commands/submit-application/application-details.decorators';
import { TradeNameLocalesDto, TrademarkClassDto } from '#src/modules/applications/commands/submit-application/application-details.dto';

/**
 * The shape of a rectification: the application's own field DTOs for each rectifiable fact, so a
 * corrected value is bounded as the submitted one was. Which facts a kind opens, and what a value
 * must be beyond its shape, is the domain's (record-rectification.ts): a trade name's `locales`, a
 * company's `trade_name.locales` and `company.address.{province_id,district_id}`, a trademark's `classes`.
 */
export class RectifiedAddressDto {
  @Pattern(DISTRICT_ID, { required: false, description: 'the province (GET /api/v1/provinces)' }) province_id?: string;
  @Pattern(DISTRICT_ID, { required: false, description: 'a district of the province' }) district_id?: string;
}

export class RectifiedCompanyDto {
  @Nested(() => RectifiedAddressDto, false) address?: RectifiedAddressDto;
}

export class RectifiedTradeNameDto {
  @Nested(() => TradeNameLocalesDto, false) locales?: TradeNameLocalesDto;
}

export class RectificationPatchDto {
  @Nested(() => TradeNameLocalesDto, false) locales?: TradeNameLocalesDto;
  @Nested(() => RectifiedTradeNameDto, false) trade_name?: RectifiedTradeNameDto;
  @Nested(() => RectifiedCompanyDto, false) company?: RectifiedCompanyDto;

  @ApiPropertyOptional({
    type: () => TrademarkClassDto,
    isArray: true,
    maxItems: LIMITS.niceClasses,
    description: 'a trademark: its classes as reserved, in their order, with the corrected terms',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(LIMITS.niceClasses)
  @ValidateNested({ each: true })
  @Type(() => TrademarkClassDto)
  classes?: TrademarkClassDto[];
}

export class RectifyRecordDto {
  @ApiProperty({ description: 'Why the record is rectified: the clerical error and its evidence', maxLength: RECTIFICATION_REASON_MAX })
  @IsString()
  @IsNotEmpty()
  @MaxLength(RECTIFICATION_REASON_MAX)
  reason!: string;

  @ApiProperty({
    type: () => RectificationPatchDto,
    description:
      'The corrected facts, nested as in the details: a trade name `{locales}`, a company `{trade_name: {locales}, company: {address: {province_id, district_id}}}`, a trademark `{classes}`',
  })
  @Nested(() => RectificationPatchDto)
  patch!: RectificationPatchDto;
}
