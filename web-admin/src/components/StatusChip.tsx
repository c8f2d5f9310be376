import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/**
 * The status labels of spec §4 as coloured chips with translated names (`status.<state>`;
 * returned_to_applicant reads "requires correction"). Colours are MUI's, with the theme's
 * contrast threshold of 4.5:1 for the text on them.
 */
const COLOURS: Record<string, ChipProps['color']> = {
  active: 'success',
  granted: 'success',
  registered: 'success',
  complete: 'success',
  reserved: 'info',
  trade_name_reserved: 'info',
  submitted: 'info',
  pending: 'info',
  legal_checking: 'primary',
  trade_name_recommended_for_approval: 'secondary',
  recommended_for_approval: 'secondary',
  waiting_for_payment: 'warning',
  returned_to_applicant: 'warning',
  requires_correction: 'warning',
  requires_business_correction: 'warning',
  requires_trade_name_correction: 'warning',
  rejected: 'error',
  not_granted: 'error',
  terminated: 'default',
  inactive: 'default',
  unknown: 'default',
};

export function StatusLabel({ status, size = 'small' }: { status: string | null | undefined; size?: ChipProps['size'] }) {
  const translate = useTranslate();
  const value = status ?? 'unknown';
  return <Chip size={size} color={COLOURS[value] ?? 'default'} label={translate(`status.${value}`, { _: value })} data-status={value} />;
}

/** The record's status as a chip, for lists and show pages (`source` defaults to `status`). */
export function StatusField({ source = 'status' }: { source?: string; label?: string; sortable?: boolean; sortBy?: string }) {
  const record = useRecordContext();
  if (!record) return null;
  return <StatusLabel status={record[source]} />;
}
