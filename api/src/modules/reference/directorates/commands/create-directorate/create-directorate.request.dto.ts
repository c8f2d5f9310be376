import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsString, Matches } from 'class-validator';
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

export class CreateDirectorateDto {
  @ApiProperty({ description: 'the province it serves (GET /api/v1/provinces); one directorate a province' })
  @Trimmed()
  @IsDefined()
  @IsString()
  @Matches(PROVINCE_ID)
  provinceId!: string;

  @Nested(() => DirectorateNameDto, true, 'the name in all four languages')
  name!: DirectorateNameDto;

  @Nested(() => DirectorateAddressDto, false, 'address lines (one a line) in the four languages; empty: to be confirmed')
  address?: DirectorateAddressDto;

  @Nested(() => DirectorateHoursDto, false, 'opening hours in the four languages; empty: to be confirmed')
  hours?: DirectorateHoursDto;

  @Contact(PHONE, DIRECTORATE_LIMITS.phone, 'empty: to be confirmed') phone?: string;
  @Contact('email', DIRECTORATE_LIMITS.email, 'empty: to be confirmed') email?: string;
  @Contact(WEBSITE, DIRECTORATE_LIMITS.website, 'an https address; empty: to be confirmed') website?: string;
}
