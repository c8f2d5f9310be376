import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { statusChipOf } from './status';

/**
 * A status as a coloured chip with its translated name (spec §4 labels; returned_to_applicant
 * reads "requires correction"): see ./status.ts for where labels and colours come from. Colours
 * are MUI's, with the theme's contrast threshold of 4.5:1 for the text on them.
 */
export function StatusLabel({ status, size = 'small' }: { status: string | null | undefined; size?: ChipProps['size'] }) {
  const translate = useTranslate();
  const { labelKey, colour } = statusChipOf(status);
  return <Chip size={size} color={colour} label={translate(labelKey)} data-status={status ?? 'unknown'} />;
}

/** The record's status as a chip, for lists and show pages (`source` defaults to `status`). */
export function StatusField({ source = 'status' }: { source?: string; label?: string; sortable?: boolean; sortBy?: string }) {
  const record = useRecordContext();
  if (!record) return null;
  return <StatusLabel status={record[source]} />;
}
