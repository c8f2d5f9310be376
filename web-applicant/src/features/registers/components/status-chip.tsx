import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { labelOf } from './labels';

/** The status in words (colour only repeats what the word says). */
export function StatusChip({ status }: { status: string }) {
  const { t } = useTranslation(NS);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'terminated' ? 'default' : 'success'}
      label={labelOf(t, 'status', status)}
      sx={{ fontWeight: 700 }}
    />
  );
}
