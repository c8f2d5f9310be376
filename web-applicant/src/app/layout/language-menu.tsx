import ExpandMore from '@mui/icons-material/ExpandMore';
import Translate from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '#src/i18n';
import { useSettings } from '../settings';

const LanguageMenuList = lazy(() => import('./menu-lists').then((module) => ({ default: module.LanguageMenuList })));

/** The language selector: each language listed in its own name and script. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { settings, setLanguage } = useSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  const currentName = LANGUAGE_NAMES[settings.lang];

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        // One name at every width (the autonym is hidden on phones), containing the visible text.
        aria-label={t('language.change', { name: currentName })}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => {
          setOpened(true);
          setAnchor(event.currentTarget);
        }}
        startIcon={<Translate />}
        endIcon={<ExpandMore sx={{ display: { xs: 'none', sm: 'block' } }} />}
        // On phones the button shows the icon alone: no gap for the hidden text.
        sx={(theme) => ({ minWidth: 0, px: 1.5, [theme.breakpoints.down('sm')]: { px: 1, '& .MuiButton-startIcon': { m: 0 } } })}
      >
        <Box component="span" lang={settings.lang} sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {currentName}
        </Box>
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <LanguageMenuList
            id={menuId}
            labelledBy={buttonId}
            anchor={anchor}
            onClose={() => setAnchor(null)}
            current={settings.lang}
            onChoose={setLanguage}
          />
        </Suspense>
      ) : null}
    </>
  );
}
