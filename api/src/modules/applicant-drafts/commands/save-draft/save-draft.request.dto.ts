import { IsArray, IsInt, IsObject, Min } from 'class-validator';

/** `PUT /v1/drafts/{kind}`: the form's values as typed and the finished steps; no rule of the application is applied. */
export class SaveDraftDto {
  /** The version the client last saw (0 when it has none). */
  @IsInt()
  @Min(0)
  version!: number;

  @IsObject()
  values!: Record<string, unknown>;

  @IsArray()
  completed!: string[];
}
