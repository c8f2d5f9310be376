import { IsString, MaxLength } from 'class-validator';

export class ChangePasswordDto {
  @IsString()
  @MaxLength(1024)
  current_password!: string;

  @IsString()
  @MaxLength(1024)
  new_password!: string;
}
