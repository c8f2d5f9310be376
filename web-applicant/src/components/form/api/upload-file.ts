import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiClient, ApiError, refusalFromResponse, flattenDocument, parseWith, readAccessToken, storedLanguage, urlOf } from '#src/lib/api';
import { readCookie } from '#src/lib/api/stored-settings';

/** Kinds of document the API's upload takes (packages/domain/src/files/upload-policy.ts). */
export type UploadKind =
  | 'identity_document'
  | 'capital_document'
  | 'ceo_image'
  | 'ceo_signature'
  | 'shareholder_image'
  | 'shareholder_signature'
  | 'certificate'
  | 'parent_company_document'
  | 'approval_document'
  | 'power_of_attorney'
  | 'union_card'
  | 'logo'
  | 'other';

export const uploadedFileSchema = z.object({
  id: z.string(),
  kind: z.string(),
  contentType: z.string(),
  size: z.number(),
  originalName: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/**
 * `POST /api/v1/files` (multipart, one file): as the API client writes (language, bearer token,
 * anti-forgery pair, an idempotency key), but with XMLHttpRequest, the one browser API that
 * reports upload progress. Refusals come back as the client's `ApiError` (the API's message).
 */
export async function uploadFile(
  file: File,
  kind: UploadKind,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal; idempotencyKey?: string } = {},
): Promise<UploadedFile> {
  // The anti-forgery cookie is set by any answer; the first write of a visit may need one first.
  if (!readCookie('XSRF-TOKEN')) await fetch(urlOf('/health'), { credentials: 'same-origin' }).catch(() => undefined);
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, file.name);
  return new Promise<UploadedFile>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', urlOf('/v1/files'));
    request.setRequestHeader('Accept', 'application/vnd.api+json, application/json');
    request.setRequestHeader('Accept-Language', storedLanguage());
    request.setRequestHeader('Idempotency-Key', options.idempotencyKey ?? crypto.randomUUID());
    const token = readAccessToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    const xsrf = readCookie('XSRF-TOKEN');
    if (xsrf) request.setRequestHeader('X-XSRF-TOKEN', xsrf);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        body = null;
      }
      if (request.status < 200 || request.status >= 300) {
        void refusalFromResponse(request.status, body, request.getResponseHeader('retry-after')).then(reject);
        return;
      }
      try {
        resolve(parseWith(uploadedFileSchema, flattenDocument(body).data));
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => reject(new ApiError(0));
    request.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

/** `GET /api/v1/files/{id}`: an upload's name and size, to show it again after a reload. */
export async function getUploadedFile(id: string, signal?: AbortSignal): Promise<UploadedFile> {
  const document = await apiClient.get(`/v1/files/${encodeURIComponent(id)}`, { signal });
  return parseWith(uploadedFileSchema, document.data);
}

export function useUploadedFile(id: string, initial?: UploadedFile) {
  return useQuery({
    queryKey: ['files', id],
    queryFn: ({ signal }) => getUploadedFile(id, signal),
    initialData: initial,
    staleTime: Infinity,
    enabled: !!id,
  });
}
