import { Alert, AlertTitle, Box, Link, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { Redirect } from '#src/components/server-render';
import { ProvinceDirectorate } from '#src/components/directorates/directorate-card';
import { Page } from '#src/components/page';
import { NS } from '../i18n';
import { removeDraft } from '../model/draft';
import type { Flow } from '../model/flows';

export const SUBMITTED_PATH = '/register/submitted';
export interface SubmittedState {
  flow: Flow;
  id: string;
  /** The human reference the applicant quotes (`CO-2026-000123`); the id stays internal. */
  reference?: string;
  /** The province whose directorate the applicant visits (none for a region-wide trade name). */
  province?: string;
}

/** After the submission (spec §1's three steps): the reference, and what happens next. */
export function SubmittedPage() {
  const { t } = useTranslation(NS);
  const state = useLocation().state as SubmittedState | null;
  // Submitted: the draft is done with (issue 8 §4: cleared on submit).
  useEffect(() => {
    if (state?.flow) removeDraft(state.flow);
  }, [state?.flow]);
  if (!state?.id) return <Redirect to="/my-applications" />;
  const kind = state.flow === 'trade-name' ? 'trade-names' : 'businesses';
  return (
    <Page title={t('register.doneHeading')} maxWidth="md">
      <Box sx={{ display: 'grid', gap: 3, maxWidth: '48rem' }}>
        <Alert severity="success" variant="outlined">
          <AlertTitle component="h2" sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
            {t('register.doneLead')}
          </AlertTitle>
          {state.reference && (
            <Typography data-application-reference="">
              <Trans
                t={t}
                i18nKey="register.doneReference"
                values={{ id: state.reference }}
                components={{ bdi: <Box component="bdi" dir="ltr" sx={{ fontWeight: 700, fontFamily: 'monospace' }} /> }}
              />
            </Typography>
          )}
        </Alert>
        <Typography component="h2" variant="h5">
          {t('register.nextHeading')}
        </Typography>
        <Box component="ol" sx={{ m: 0, paddingInlineStart: 3, display: 'grid', gap: 1 }}>
          <li>{t('register.next1')}</li>
          {state.flow === 'business' && <li>{t('register.next2')}</li>}
          <li>
            {t(state.flow === 'business' ? 'register.next3Business' : 'register.next3')}
            <Box sx={{ mt: 1.5 }}>
              <ProvinceDirectorate province={state.province} headingLevel={3} />
            </Box>
          </li>
        </Box>
        <Link component={RouterLink} to={`/my-applications/${kind}/${state.id}`} sx={{ fontWeight: 700 }}>
          {t('register.viewApplication')}
        </Link>
        <Link component={RouterLink} to="/my-applications">
          {t('register.myApplications')}
        </Link>
      </Box>
    </Page>
  );
}
