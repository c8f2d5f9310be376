import { createTheme, responsiveFontSizes, type Theme, type ThemeOptions } from '@mui/material/styles';
import type { ThemeMode } from '../settings-storage';

/**
 * Colours. Light: a deep purple and a dark olive green, both ≥ 5.9:1 against white, so they
 * serve as text colours and as backgrounds behind white text. Dark: light tints of the same
 * hues, ≥ 7:1 against the dark background, behind near-black text.
 */
const PALETTES = {
  light: {
    primary: { main: '#6A1B9A', light: '#9C4DCC', dark: '#38006B', contrastText: '#FFFFFF' },
    secondary: { main: '#556B2F', light: '#83996A', dark: '#2A4005', contrastText: '#FFFFFF' },
    background: { default: '#FFFFFF', paper: '#FFFFFF' },
    // A light surface for bands such as the home page's steps; body text on it stays above 4.5:1.
    surface: '#F5F1F8',
  },
  dark: {
    primary: { main: '#D7A8EA', light: '#F2DBFA', dark: '#A677B8', contrastText: '#1B0A24' },
    secondary: { main: '#B9CB8C', light: '#E0ECB9', dark: '#889A5E', contrastText: '#141A05' },
    background: { default: '#121212', paper: '#1A1A1A' },
    surface: '#22192A',
  },
} as const;

/** The keyboard focus ring (GOV.UK style): yellow on a dark halo, visible on white, on purple and on black. */
/** The animations by which an InputBase learns that the browser autofilled it (MUI's names, which its handler checks). */
const AUTOFILL = 'mui-auto-fill';
const AUTOFILL_CANCEL = 'mui-auto-fill-cancel';

export const FOCUS_RING = { outlineColor: '#FFDD00', outlineWidth: 3, outlineOffset: 0, boxShadow: '0 0 0 6px #0B0C0C' } as const;

/**
 * Fonts are self-hosted (app/fonts.ts, loaded by main.tsx after the page). In right-to-left languages
 * the Arabic-script face comes first; it covers the Kurdish letters (ڕ ڵ ۆ ێ ە); Latin text falls
 * to Noto Sans. In left-to-right languages the order is reversed, so a Kurdish name still renders.
 */
const FONT_STACK = {
  rtl: '"Noto Sans Arabic", "Noto Sans", Tahoma, Arial, sans-serif',
  ltr: '"Noto Sans", "Noto Sans Arabic", Arial, sans-serif',
} as const;

export interface AppThemeOptions {
  mode: ThemeMode;
  direction: 'rtl' | 'ltr';
  responsiveFontSizes: boolean;
}

declare module '@mui/material/styles' {
  interface TypeBackground {
    /** A tinted band behind a section (the home page's steps, a page's lead area). */
    surface: string;
  }
}

export function createAppTheme({ mode, direction, responsiveFontSizes: responsive }: AppThemeOptions): Theme {
  const colours = PALETTES[mode];
  const rtl = direction === 'rtl';
  // Arabic script needs taller lines than Latin for its ascenders, descenders and dots.
  const bodyLineHeight = rtl ? 1.8 : 1.6;
  const heading = (rem: number, lineHeight = rtl ? 1.5 : 1.25) => ({ fontSize: `${rem}rem`, fontWeight: 700, lineHeight });

  const options: ThemeOptions = {
    direction,
    breakpoints: { values: { xs: 0, sm: 600, md: 1000, lg: 1200, xl: 1920 } },
    palette: {
      mode,
      primary: colours.primary,
      secondary: colours.secondary,
      background: { default: colours.background.default, paper: colours.background.paper, surface: colours.surface },
      // Chooses text colours on coloured surfaces (filled alerts, chips) for WCAG AA, not MUI's default 3:1.
      contrastThreshold: 4.5,
    },
    typography: {
      fontFamily: FONT_STACK[direction],
      h1: heading(2.25),
      h2: heading(1.75),
      h3: heading(1.375),
      h4: heading(1.25),
      h5: heading(1.125),
      h6: heading(1),
      body1: { lineHeight: bodyLineHeight },
      body2: { lineHeight: bodyLineHeight },
      // Capitals mean nothing in Arabic script and hurt reading in Latin.
      button: { textTransform: 'none', fontWeight: 700 },
    },
    shape: { borderRadius: 6 },
    focusVisible: FOCUS_RING,
    // MUI's transitions and ripples follow the visitor's "reduce motion" preference.
    motion: { reducedMotion: 'system' },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // Elements MUI does not style (plain links, the skip link, <summary>) get the same ring.
          ':focus-visible': { outline: `${FOCUS_RING.outlineWidth}px solid ${FOCUS_RING.outlineColor}`, boxShadow: FOCUS_RING.boxShadow },
          // Focus moved by the app (to <main> or a page's <h1>) is for screen readers, not a control to outline.
          '[tabindex="-1"]:focus': { outline: 'none', boxShadow: 'none' },
          body: { overflowWrap: 'break-word' },
          // What each InputBase would inject by itself (MuiInputBase below), once for the page.
          [`@keyframes ${AUTOFILL}`]: { from: { animationName: AUTOFILL } },
          [`@keyframes ${AUTOFILL_CANCEL}`]: { from: { animationName: AUTOFILL_CANCEL } },
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              transitionDuration: '0.01ms !important',
              scrollBehavior: 'auto !important',
            },
          },
        },
      },
      // The app chunk adds the router-aware link component (theme/router-links.ts): the router
      // is not part of the first load, which only shows the splash.
      MuiLink: {
        defaultProps: { underline: 'always' },
        styleOverrides: { root: { textUnderlineOffset: '0.2em' } },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      // Each field injected MUI's autofill keyframes as a global style of its own: the server sends
      // one, the browser hydrates it into the first field and inserted the others afresh, through
      // stylis and cssjanus, whose first call costs a phone about 100 ms before the page answers
      // input. The keyframes now come once with the baseline (above); the animation that lets a
      // field see the browser's autofill (and raise its label) is MUI's own, kept here.
      MuiInputBase: {
        defaultProps: { disableInjectingGlobalStyles: true },
        styleOverrides: {
          input: {
            animationName: AUTOFILL_CANCEL,
            animationDuration: '10ms',
            '&:-webkit-autofill': { animationDuration: '5000s', animationName: AUTOFILL },
          },
        },
      },
      // Spacing by CSS gap rather than a margin on one side: right in both directions, and when wrapping.
      MuiStack: { defaultProps: { useFlexGap: true } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
    },
  };

  // The direction mirrors nothing by itself: MUI reads it for what it computes in JavaScript
  // (drawer anchors, sliders, pagination arrows); the RTL emotion cache (direction-cache.ts) mirrors the CSS.
  const theme = createTheme(options);
  return responsive ? responsiveFontSizes(theme, { breakpoints: ['sm', 'md', 'lg'], factor: 2 }) : theme;
}
