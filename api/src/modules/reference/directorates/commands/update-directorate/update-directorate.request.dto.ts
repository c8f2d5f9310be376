import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsInt, IsOptional, IsString, Matches, Min } from 'class-validator';
import { DIRECTORATE_LIMITS } from '@registry/domain/reference/directorates/directorate';
import {
  Contact,
  DirectorateAddressDto,
  DirectorateHoursDto,
  DirectorateNameDto,
  Nested,
  PHONE,
  PROVINCE_ID,
  Trimmed,
  WEBSITE,
} from '#src/modules/reference/directorates/directorate-fields.dto';

export class UpdateDirectorateDto {
  @ApiProperty({ description: 'the version the change was made on; another version answers 409 stale-version' })
  @IsDefined()
  @IsInt()
  @Min(1)
  version!: number;

  @ApiPropertyOptional()
  @Trimmed()
  @IsOptional()
  @IsString()
  @Matches(PROVINCE_ID)
  provinceId?: string;

  @Nested(() => DirectorateNameDto, false, 'replaces the name; all four languages')
  name?: DirectorateNameDto;

  @Nested(() => DirectorateAddressDto, false, 'replaces the address lines')
  address?: DirectorateAddressDto;

  @Nested(() => DirectorateHoursDto, false, 'replaces the opening hours')
  hours?: DirectorateHoursDto;

  @Contact(PHONE, DIRECTORATE_LIMITS.phone, 'empty: to be confirmed') phone?: string;
  @Contact('email', DIRECTORATE_LIMITS.email, 'empty: to be confirmed') email?: string;
  @Contact(WEBSITE, DIRECTORATE_LIMITS.website, 'an https address; empty: to be confirmed') website?: string;
}
