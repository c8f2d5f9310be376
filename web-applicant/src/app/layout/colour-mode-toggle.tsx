import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../settings';

export function ColourModeToggle() {
  const { t } = useTranslation();
  const { settings, setTheme } = useSettings();
  const dark = settings.theme === 'dark';
  // The label names the action, so the button is not also marked "pressed" (that would contradict it).
  const label = dark ? t('colourMode.toLight') : t('colourMode.toDark');
  return (
    // A native tooltip: MUI's Tooltip would bring Popper into the first load for one hint.
    <IconButton color="inherit" onClick={() => setTheme(dark ? 'light' : 'dark')} aria-label={label} title={label}>
      {dark ? <LightModeOutlined /> : <DarkModeOutlined />}
    </IconButton>
  );
}
