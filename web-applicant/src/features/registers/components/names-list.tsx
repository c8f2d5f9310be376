import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { directionOf, isLocale } from '#src/i18n';
import { NS } from '../i18n';
import { labelOf } from './labels';

/** The name in every language it was given in, each marked with its language and direction. */
export function NamesList({ names }: { names: Record<string, string> }) {
  const { t } = useTranslation(NS);
  const entries = Object.entries(names).filter(([, name]) => !!name);
  if (!entries.length) return null;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
      {entries.map(([language, name]) => (
        <li key={language}>
          {labelOf(t, 'languages', language)}:{' '}
          <Box component="bdi" lang={language} dir={isLocale(language) ? directionOf(language) : 'auto'} sx={{ fontWeight: 700 }}>
            {name}
          </Box>
        </li>
      ))}
    </Box>
  );
}
