import { Box, CircularProgress, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { Page } from '../../../components/page';
import { useFormat } from '../../../components/format';
import { useAuth } from '../../../lib/auth/auth';
import { readTermsAcceptance } from '../../../lib/terms';
import { OfflineNotice } from '../components/offline-notice';
import { RegistrationContext, type RegistrationContextValue } from '../components/registration-context';
import { StepList } from '../components/step-list';
import { NS } from '../i18n';
import { useDraft } from '../model/draft';
import { deleteServerDraft, useServerDraft } from '../model/server-draft';
import { basePathOf, isBusinessType, REGISTER_STEP, stepPath, stepsOf, VERIFY_STEP, type Flow } from '../model/flows';
import { isStep, preloadStep, useStep } from '../steps/step-modules';

export function TradeNameRegistrationPage() {
  return <RegistrationPage flow="trade-name" />;
}

export function BusinessRegistrationPage() {
  return <RegistrationPage flow="business" />;
}

/**
 * `/tradenames/register/:step` and `/businesses/register/:step`: one step per URL (the browser's
 * Back goes to the previous step). The terms must be accepted first (else `/register`). A step
 * is open once every step before it is done; "verify e-mail" is done while the applicant is
 * signed in as the draft's address. `/businesses/register?type=foreign_company` starts (or
 * switches) the draft to that kind of business.
 */
function RegistrationPage({ flow }: { flow: Flow }) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const { step } = useParams();
  const [search, setSearch] = useSearchParams();
  const auth = useAuth();
  const { draft, exists, update, remove: removeHere } = useDraft(flow);
  const requestedType = flow === 'business' ? search.get('type') : null;
  // Signed in by code: the draft is kept on the server too, and the one changed last is opened (issue 23 §10).
  const applicantEmail = auth.isAuthenticated && auth.user?.email ? auth.user.email.trim().toLowerCase() : null;
  const { ready: draftReady } = useServerDraft(flow, draft, exists, applicantEmail);
  const remove = useCallback(() => {
    removeHere();
    if (applicantEmail) void deleteServerDraft(flow).catch(() => undefined);
  }, [removeHere, applicantEmail, flow]);

  // The kind chosen on /register (or the legacy note of the search page) is carried by ?type=.
  useEffect(() => {
    // Without accepted terms the page goes to /register with the kind; the query must stay until then.
    if (!isBusinessType(requestedType) || !readTermsAcceptance()) return;
    const values = draft.values as { type?: string };
    if (values.type !== requestedType) update((d) => ({ ...d, values: { ...d.values, type: requestedType } }));
    setSearch({}, { replace: true });
  }, [requestedType, draft.values, update, setSearch]);

  const email = String((draft.values as { email?: string }).email ?? '').trim().toLowerCase();
  const verified = auth.isAuthenticated && !!email && auth.user?.email?.trim().toLowerCase() === email;
  const steps = stepsOf(flow);
  const isDone = (id: string) => (id === VERIFY_STEP ? verified : draft.completed.includes(id));
  const firstOpen = steps.find((s) => !isDone(s.id))?.id ?? REGISTER_STEP;
  const reachable = (id: string) => {
    const index = steps.findIndex((s) => s.id === id);
    return steps.slice(0, index).every((s) => isDone(s.id));
  };

  const stepForm = useStep(step ?? '', `${flow}:${step}`);

  const context = useMemo<RegistrationContextValue>(
    () => ({ flow, step: step ?? '', draft: draft as RegistrationContextValue['draft'], update: update as RegistrationContextValue['update'], remove, verified }),
    [flow, step, draft, update, remove, verified],
  );

  // The kind asked for (a branch from its home card or guide) survives the terms: /register starts it once they are accepted.
  if (!readTermsAcceptance()) return <Navigate to={isBusinessType(requestedType) ? `/register?kind=${requestedType}` : '/register'} replace />;
  if (isBusinessType(requestedType)) return null;
  if (!auth.isInitialized) return null;
  const openable = !!step && isStep(step) && steps.some((s) => s.id === step) && reachable(step);
  // Where to send the applicant is decided with the draft that wins (the server's may be further on).
  if (!openable && !draftReady) return null;
  if (!openable) return <Navigate to={stepPath(flow, firstOpen)} replace />;

  const index = steps.findIndex((s) => s.id === step);
  const nextStep = steps[index + 1]?.id;
  const kind = flow === 'trade-name' ? t('kinds.trade-name') : t(`kinds.${(draft.values as { type: string }).type || 'local_company'}`);
  return (
    <Page
      title={`${t(`steps.${step}.title`)} · ${kind}`}
      heading={t(`steps.${step}.title`)}
      maxWidth="md"
      lead={
        <>
          <Typography component="span" sx={{ display: 'block', fontWeight: 700, color: 'text.primary' }}>
            {t('stepper.position', { kind, current: format.number(index + 1), total: format.number(steps.length) })}
          </Typography>
          {t(`steps.${step}.lead`)}
        </>
      }
    >
      {/* Offline, the form goes on; the applicant is told where what they type goes (issue 31 §4). */}
      <OfflineNotice savedToAccount={applicantEmail !== null} />
      <StepList flow={flow} current={step} reachable={reachable} />
      <RegistrationContext.Provider value={context}>
        {/* The page and its heading are there at once (the focus goes to it); the form starts from the draft that wins, once the step's code is there. */}
        {draftReady && stepForm ? (
          // Once the applicant starts on this step, the next one's code is fetched, so that Continue does not wait for it.
          <Box onFocusCapture={nextStep ? () => void preloadStep(nextStep).catch(() => undefined) : undefined}>
            {stepForm}
          </Box>
        ) : (
          <CircularProgress aria-label={draftReady ? t('nav.loading', { ns: 'common' }) : t('draftLoading')} sx={{ display: 'block', mx: 'auto', my: 4 }} />
        )}
      </RegistrationContext.Provider>
    </Page>
  );
}

export { basePathOf };
