import { IsOptional, IsString, MaxLength } from 'class-validator';
import { JsonServerQuery } from '../../json-server.js';

export class AdminLegacyNamesQuery extends JsonServerQuery {
  @IsOptional() @IsString() @MaxLength(60) district_id?: string;
}
