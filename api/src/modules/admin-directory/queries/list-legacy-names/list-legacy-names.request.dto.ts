import { IsOptional, IsString, MaxLength } from 'class-validator';
import { JsonServerQuery } from '#src/modules/admin-directory/json-server';

export class AdminLegacyNamesQuery extends JsonServerQuery {
  @IsOptional() @IsString() @MaxLength(60) district_id?: string;
}
