import type { RouteObject } from 'react-router';

const registration = async () => {
  const [page] = await Promise.all([import('./pages/registration-page'), import('./i18n')]);
  return page;
};

/**
 * The registration flows (issue 8; docs/web-applicant-registration.md). Static segments rank
 * above the registers' `/businesses/:id` and `/tradenames/:id`, so `/businesses/register` is
 * ours. Each page is a lazy chunk with the feature's texts and the API's rules.
 */
export const routes: RouteObject[] = [
  {
    path: '/register',
    lazy: async () => {
      const [{ ChooseRegistrationPage }] = await Promise.all([import('./pages/choose-registration-page'), import('./i18n')]);
      return { Component: ChooseRegistrationPage };
    },
  },
  {
    path: '/register/submitted',
    lazy: async () => {
      const [{ SubmittedPage }] = await Promise.all([import('./pages/submitted-page'), import('./i18n')]);
      return { Component: SubmittedPage };
    },
  },
  { path: '/tradenames/register/:step?', lazy: async () => ({ Component: (await registration()).TradeNameRegistrationPage }) },
  { path: '/businesses/register/:step?', lazy: async () => ({ Component: (await registration()).BusinessRegistrationPage }) },
];
