import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { NavGroup } from './navigation';
import { navButtonSx } from './primary-nav-style';

const NavGroupMenuList = lazy(() => import('./menu-lists').then((module) => ({ default: module.NavGroupMenuList })));

/** A heading of the desktop navigation that opens its links in a menu (Apply, Resources, My account). */
export function NavGroupMenu({ group }: { group: NavGroup }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  const containsCurrentPage = group.items.some((item) => item.path === pathname);

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        className={containsCurrentPage ? 'active' : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        endIcon={<ExpandMore />}
        onClick={(event) => {
          setOpened(true);
          setAnchor(event.currentTarget);
        }}
        sx={navButtonSx}
      >
        {t(group.label)}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <NavGroupMenuList id={menuId} labelledBy={buttonId} anchor={anchor} onClose={() => setAnchor(null)} group={group} />
        </Suspense>
      ) : null}
    </>
  );
}
