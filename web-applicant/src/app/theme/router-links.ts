import type { Theme } from '@mui/material/styles';
import { LinkBehavior } from '#src/components/router-link';

/**
 * The theme with client-side links: every MUI Link, and every ButtonBase (Button, MenuItem,
 * ListItemButton…) given an `href`, navigates through React Router. Applied by a nested
 * ThemeProvider in the app chunk, so the first-load theme does not pull the router in.
 */
export function withRouterLinks(theme: Theme): Theme {
  return {
    ...theme,
    components: {
      ...theme.components,
      MuiLink: { ...theme.components?.MuiLink, defaultProps: { ...theme.components?.MuiLink?.defaultProps, component: LinkBehavior } },
      MuiButtonBase: {
        ...theme.components?.MuiButtonBase,
        defaultProps: { ...theme.components?.MuiButtonBase?.defaultProps, LinkComponent: LinkBehavior },
      },
    },
  };
}
