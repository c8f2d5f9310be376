import type { RouteObject } from 'react-router';
import { GUIDE_PATHS } from './constants';

/** Route paths relative to the layout that mounts them ('/faq' → 'faq'). */
const relative = (path: string) => path.replace(/^\//, '');

/** The routes of this feature (pages loaded lazily); the shell's router mounts them. */
export const routes: RouteObject[] = [
  {
    path: relative(GUIDE_PATHS.localCompanyTypes),
    lazy: () => import('./pages/LocalCompanyTypesPage').then((m) => ({ Component: m.default })),
  },
  { path: relative(GUIDE_PATHS.localCompany), lazy: () => import('./pages/LocalCompanyPage').then((m) => ({ Component: m.default })) },
  { path: relative(GUIDE_PATHS.foreignCompany), lazy: () => import('./pages/ForeignCompanyPage').then((m) => ({ Component: m.default })) },
  { path: relative(GUIDE_PATHS.faq), lazy: () => import('./pages/FaqPage').then((m) => ({ Component: m.default })) },
  { path: relative(GUIDE_PATHS.privacy), lazy: () => import('./pages/PrivacyPage').then((m) => ({ Component: m.default })) },
  { path: relative(GUIDE_PATHS.terms), lazy: () => import('./pages/TermsPage').then((m) => ({ Component: m.default })) },
  { path: relative(GUIDE_PATHS.contact), lazy: () => import('./pages/ContactPage').then((m) => ({ Component: m.default })) },
  { path: relative(GUIDE_PATHS.about), lazy: () => import('./pages/AboutPage').then((m) => ({ Component: m.default })) },
  { path: relative(GUIDE_PATHS.releaseNotes), lazy: () => import('./pages/ReleaseNotesPage').then((m) => ({ Component: m.default })) },
];
