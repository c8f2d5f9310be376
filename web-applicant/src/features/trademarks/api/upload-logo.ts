import { z } from 'zod/mini';
import { apiClient, parseWith } from '#src/lib/api';

export const uploadedFileSchema = z.object({
  id: z.string(),
  kind: z.string(),
  contentType: z.string(),
  size: z.number(),
  originalName: z.optional(z.string()),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/**
 * `POST /api/v1/files` (multipart, `kind=logo`): a signed-in applicant's upload, referenced by id
 * in the reservation. The API checks the bytes (PNG or JPEG only for a logo: 415; over the size
 * limit: 413), with its message in the request's language.
 */
export async function uploadLogo(file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('kind', 'logo');
  form.append('file', file, file.name);
  const document = await apiClient.post('/v1/files', form);
  return parseWith(uploadedFileSchema, document.data);
}
