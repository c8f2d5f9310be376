import type { RouteObject } from 'react-router';
import { prefetchTexts } from '../../i18n';
import { preloadStep } from './steps/step-modules';

/** The texts of the registration's pages (its own, the form kit's, the application's fields), asked for alongside the chunks. */
const texts = () =>
  prefetchTexts(
    (locale) => import(`./locales/${locale}.json`),
    (locale) => import(`../../components/form/locales/${locale}.json`),
    (locale) => import(`../../components/application-form/locales/${locale}.json`),
  );

const registration = async () => {
  texts();
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
      texts();
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
  // The loader asks for the step's chunk alongside the page's (never awaited).
  { path: '/tradenames/register/:step?', loader: ({ params }) => preloadStep(params.step), lazy: async () => ({ Component: (await registration()).TradeNameRegistrationPage }) },
  { path: '/businesses/register/:step?', loader: ({ params }) => preloadStep(params.step), lazy: async () => ({ Component: (await registration()).BusinessRegistrationPage }) },
];
