import { useQueries } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { RegistryDataProvider } from '#src/providers/data-provider';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUploadId = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/**
 * The files' own names (an upload's `originalName`), by upload id: a document is named by its kind
 * (the field it supports) and its file's name, never by its upload's UUID (issue 35 §3). A file
 * the reader may not read, or not yet loaded, has no entry.
 */
export function useFileNames(ids: readonly string[]): Record<string, string> {
  const dataProvider = useDataProvider<RegistryDataProvider>();
  const unique = [...new Set(ids.filter(isUploadId))];
  const answers = useQueries({
    queries: unique.map((id) => ({
      queryKey: ['file-description', id],
      queryFn: () => dataProvider.file(id),
      staleTime: Infinity,
      retry: false,
    })),
  });
  const names: Record<string, string> = {};
  answers.forEach((answer, i) => {
    const name = (answer.data as { originalName?: unknown } | undefined)?.originalName;
    if (typeof name === 'string' && name) names[unique[i]!] = name;
  });
  return names;
}
