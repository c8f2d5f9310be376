import { Chip } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { statusLabelKey, statusTone, type StatusTone } from '../utils/status';

/** A tinted chip with dark text (light in dark mode): white on orange falls short of 4.5:1. */
function toneStyle(tone: StatusTone) {
  return (theme: Theme) => {
    const palette = tone === 'neutral' ? { main: theme.palette.grey[600], dark: theme.palette.grey[800], light: theme.palette.grey[300] } : theme.palette[tone];
    const dark = theme.palette.mode === 'dark';
    return { backgroundColor: alpha(palette.main, dark ? 0.25 : 0.12), color: dark ? palette.light : palette.dark, border: `1px solid ${alpha(palette.main, 0.5)}`, fontWeight: 600 };
  };
}

export function StatusChip({ status }: { status: string }) {
  const { t } = useTranslation(NS);
  return <Chip label={t(statusLabelKey(status))} data-status={status} sx={toneStyle(statusTone(status))} />;
}
