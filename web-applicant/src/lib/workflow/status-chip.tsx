import { Chip, type ChipProps } from '@mui/material';
import { alpha, darken, type Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { statusLabelKey, statusTone, type StatusTone } from './index';

/**
 * A tinted chip with dark text in light mode (light text in dark mode): the filled warning
 * chip's white text on orange falls short of the 4.5:1 contrast the label needs.
 */
function toneStyle(tone: StatusTone) {
  return (theme: Theme) => {
    const palette =
      tone === 'neutral'
        ? { main: theme.palette.grey[600], dark: theme.palette.grey[800], light: theme.palette.grey[300] }
        : theme.palette[tone];
    const dark = theme.palette.mode === 'dark';
    return {
      backgroundColor: alpha(palette.main, dark ? 0.25 : 0.12),
      // Warning's dark orange reads 3.3:1 on its own tint (axe, issue 23's correction screens): darkened to pass 4.5:1.
      color: dark ? palette.light : tone === 'warning' ? darken(palette.dark, 0.3) : palette.dark,
      border: `1px solid ${alpha(palette.main, 0.5)}`,
      fontWeight: 600,
    };
  };
}

/** An application's status in the UI language, coloured by what it means for the applicant. */
export function StatusChip({ status, size = 'medium' }: { status: string; size?: ChipProps['size'] }) {
  const { t } = useTranslation();
  return <Chip size={size} label={t(statusLabelKey(status))} data-status={status} sx={toneStyle(statusTone(status))} />;
}
