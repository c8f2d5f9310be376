import { Box } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { InLanguage } from '../admin-ui';

/** Indentation of each ISIC level in a list read in ISIC order (the list reads as the hierarchy). */
const INDENT: Record<string, number> = { section: 0, division: 1, group: 2, class: 3, sub_class: 4 };

/**
 * The activity's label in the reader's language; a label the registry has only in another
 * language (deep ISIC levels have no Kurdish yet) is marked with its language for screen readers.
 */
export function ActivityLabel({
  indent = false,
}: {
  indent?: boolean;
  label?: string;
  source?: string;
  sortable?: boolean;
  sortBy?: string;
}) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const text = record.translated === false ? <InLanguage lang={record.labelLocale}>{record.label}</InLanguage> : record.label;
  return (
    <Box component="span" sx={{ display: 'block', paddingInlineStart: indent ? (INDENT[record.level] ?? 0) * 2 : 0 }}>
      {text}
      {record.translated === false && (
        <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.85em', marginInlineStart: 1 }}>
          ({translate('resources.activities.untranslated', { language: translate(`admin.directory.languages.${record.labelLocale}`) })})
        </Box>
      )}
    </Box>
  );
}
