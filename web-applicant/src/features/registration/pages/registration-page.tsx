import { Box, CircularProgress, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Redirect, useServerRender } from '#src/components/server-render';
import { Page } from '#src/components/page';
import { useFormat } from '#src/components/format';
import { useAuth } from '#src/lib/auth/auth';
import { readTermsAcceptance } from '#src/lib/terms';
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
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const noteForServer = useServerRender();
  const auth = useAuth();
  const { draft: storedDraft, exists, update, remove: removeHere } = useDraft(flow);
  const requestedType = flow === 'business' ? search.get('type') : null;
  // The kind chosen on /register (or the legacy note of the search page) is carried by ?type=:
  // shown at once (the server draws it too), written into the draft by the effect below.
  const draft = useMemo(
    () => (isBusinessType(requestedType) ? { ...storedDraft, values: { ...storedDraft.values, type: requestedType } } : storedDraft),
    [storedDraft, requestedType],
  );
  // Signed in by code: the draft is kept on the server too, and the one changed last is opened (issue 23 §10).
  const applicantEmail = auth.isAuthenticated && auth.user?.email ? auth.user.email.trim().toLowerCase() : null;
  const { ready: draftReady } = useServerDraft(flow, draft, exists, applicantEmail);
  const remove = useCallback(() => {
    removeHere();
    if (applicantEmail) void deleteServerDraft(flow).catch(() => undefined);
  }, [removeHere, applicantEmail, flow]);

  const email = String((draft.values as { email?: string }).email ?? '')
    .trim()
    .toLowerCase();
  const verified = auth.isAuthenticated && !!email && auth.user?.email?.trim().toLowerCase() === email;
  const steps = stepsOf(flow);
  const isDone = (id: string) => (id === VERIFY_STEP ? verified : draft.completed.includes(id));
  const firstOpen = steps.find((s) => !isDone(s.id))?.id ?? REGISTER_STEP;
  const reachable = (id: string) => {
    const index = steps.findIndex((s) => s.id === id);
    return steps.slice(0, index).every((s) => isDone(s.id));
  };

  // An address without a step shows the first open one and is then replaced by that step's own address.
  const shownStep = step ?? firstOpen;
  const stepForm = useStep(shownStep, `${flow}:${shownStep}`);

  const context: RegistrationContextValue = {
    flow,
    step: shownStep,
    draft: draft as RegistrationContextValue['draft'],
    update: update as RegistrationContextValue['update'],
    remove,
    verified,
  };

  const termsAccepted = !!readTermsAcceptance();
  const settled = termsAccepted && auth.isInitialized && draftReady;
  useEffect(() => {
    if (!settled) return;
    const kindAsked = isBusinessType(requestedType) ? requestedType : null;
    if (kindAsked && (storedDraft.values as { type?: string }).type !== kindAsked)
      update((d) => ({ ...d, values: { ...d.values, type: kindAsked } }));
    if (kindAsked || !step) void navigate(stepPath(flow, shownStep), { replace: true });
  }, [settled, requestedType, storedDraft.values, update, step, navigate, flow, shownStep]);

  // The kind asked for (a branch from its home card or guide) survives the terms: /register starts it once they are accepted.
  if (!termsAccepted) {
    // An acceptance may live in the browser's storage only (before its cookie existed): the browser decides.
    if (noteForServer) {
      noteForServer({ browserOnly: true });
      return null;
    }
    return <Redirect to={isBusinessType(requestedType) ? `/register?kind=${requestedType}` : '/register'} />;
  }
  if (!auth.isInitialized) return null;
  const openable = isStep(shownStep) && steps.some((s) => s.id === shownStep) && reachable(shownStep);
  // Where to send the applicant is decided with the draft that wins (the server's may be further on).
  if (!openable && !draftReady) return null;
  if (!openable) {
    // Which steps are open depends on the draft in the browser's storage, which the server cannot see: the browser decides.
    if (noteForServer) {
      noteForServer({ browserOnly: true });
      return null;
    }
    return <Redirect to={stepPath(flow, firstOpen)} />;
  }

  const index = steps.findIndex((s) => s.id === shownStep);
  const nextStep = steps[index + 1]?.id;
  const kind = flow === 'trade-name' ? t('kinds.trade-name') : t(`kinds.${(draft.values as { type: string }).type || 'local_company'}`);
  return (
    <Page
      title={`${t(`steps.${shownStep}.title`)} · ${kind}`}
      heading={t(`steps.${shownStep}.title`)}
      maxWidth="md"
      lead={
        <>
          <Typography component="span" sx={{ display: 'block', fontWeight: 700, color: 'text.primary' }}>
            {t('stepper.position', { kind, current: format.number(index + 1), total: format.number(steps.length) })}
          </Typography>
          {t(`steps.${shownStep}.lead`)}
        </>
      }
    >
      {/* Offline, the form goes on; the applicant is told where what they type goes (issue 31 §4). */}
      <OfflineNotice savedToAccount={applicantEmail !== null} />
      <StepList flow={flow} current={shownStep} reachable={reachable} />
      <RegistrationContext.Provider value={context}>
        {/* The page and its heading are there at once (the focus goes to it); the form starts from the draft that wins, once the step's code is there. */}
        {draftReady && stepForm ? (
          // Once the applicant starts on this step, the next one's code is fetched, so that Continue does not wait for it.
          <Box onFocusCapture={nextStep ? () => void preloadStep(nextStep).catch(() => undefined) : undefined}>{stepForm}</Box>
        ) : (
          <CircularProgress
            aria-label={draftReady ? t('nav.loading', { ns: 'common' }) : t('draftLoading')}
            sx={{ display: 'block', mx: 'auto', my: 4 }}
          />
        )}
      </RegistrationContext.Provider>
    </Page>
  );
}

export { basePathOf };
