import { deepMerge } from './deep-merge';
import type { Theme, ThemeOptions } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * The registry's colours (the applicant portal's: a deep purple and an olive green, both at
 * least 5.9:1 on white), on react-admin's default themes, with spec §9's breakpoints and fonts
 * that cover Kurdish letters first in right-to-left languages.
 */
const FONTS = {
  rtl: '"Noto Sans Arabic", "Noto Sans", Tahoma, Arial, sans-serif',
  ltr: '"Noto Sans", "Noto Sans Arabic", Arial, sans-serif',
} as const;

const shared: RaThemeOptions = {
  breakpoints: { values: { xs: 0, sm: 600, md: 1000, lg: 1200, xl: 1920 } },
  typography: { fontFamily: FONTS.ltr, button: { textTransform: 'none' } },
  components: {
    // "Reduce motion" (the system's setting) ends transitions and animations at once, as in the
    // applicant portal: a snackbar or dialog is never read, or seen, half faded in (axe caught a
    // snackbar at 1.04:1 mid-fade).
    MuiCssBaseline: {
      styleOverrides: {
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    // The keyboard focus ring (GOV.UK style, as in the applicant portal): visible on white and on purple.
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': { outline: '3px solid #FFDD00', boxShadow: '0 0 0 6px #0B0C0C' } } } },
    // An empty list's message is in text.disabled (about 2.5:1, axe): the secondary text colour reads at 4.5:1 or more.
    RaEmpty: {
      styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ '& .RaEmpty-message': { color: theme.palette.text.secondary } }) },
    },
  },
};

export const lightTheme: RaThemeOptions = deepMerge(defaultLightTheme, shared, {
  palette: {
    mode: 'light',
    primary: { main: '#6A1B9A', light: '#9C4DCC', dark: '#38006B', contrastText: '#FFFFFF' },
    secondary: { main: '#556B2F', light: '#83996A', dark: '#2A4005', contrastText: '#FFFFFF' },
    // MUI's warning.dark (#e65100) is 3.8:1 on white; text in it (an open correction's reason) must reach 4.5:1.
    // No contrastText: MUI picks it by contrastThreshold (dark text on the orange snackbar, white on the red).
    warning: { main: '#ED6C02', light: '#FF9800', dark: '#B34700' },
    // MUI's error red (#d32f2f) is under 4.5:1 on a form toolbar's greys (#f5f5f5 to #e0e0e0); the delete button's text is in it.
    error: { main: '#B71C1C', light: '#EF5350', dark: '#8E0000' },
    contrastThreshold: 4.5,
  },
} satisfies ThemeOptions) as RaThemeOptions;

export const darkTheme: RaThemeOptions = deepMerge(defaultDarkTheme, shared, {
  palette: {
    mode: 'dark',
    primary: { main: '#D7A8EA', light: '#F2DBFA', dark: '#A677B8', contrastText: '#1B0A24' },
    secondary: { main: '#B9CB8C', light: '#E0ECB9', dark: '#889A5E', contrastText: '#141A05' },
    contrastThreshold: 4.5,
  },
} satisfies ThemeOptions) as RaThemeOptions;

/**
 * The theme of the page's direction: MUI reads `direction` for what it computes in JavaScript
 * (drawer anchors, pagination arrows), the RTL emotion cache (layout/Direction.tsx) mirrors the CSS.
 */
export function withDirection(outer: Theme, direction: 'rtl' | 'ltr'): Theme {
  if (outer.direction === direction && outer.typography.fontFamily === FONTS[direction]) return outer;
  return { ...outer, direction, typography: { ...outer.typography, fontFamily: FONTS[direction] } } as Theme;
}
