import { Box, Button, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorSummary, type SummaryError } from '#src/components/error-summary';
import { serverErrorsOf, useProblemCatalogue } from '#src/components/form/form-kit';
import { fieldIdOf, pathOfRuleField } from '#src/components/form/paths';
import { provinceOfDetails } from '#src/components/directorates/province';
import { useToast } from '#src/components/toast';
import { ApiError, codedProblem, messageText, userMessageOf } from '#src/lib/api';
import { useSubmitBusiness } from '#src/features/registration/api/submit-business';
import { useSubmitTradeName, type SubmittedApplication } from '#src/features/registration/api/submit-trade-name';
import { CancelRegistration } from '../components/cancel-registration';
import { changeLinkOf, CheckAnswers } from '../components/check-answers';
import { useRegistration } from '../components/registration-context';
import { NS } from '../i18n';
import { stepOwning, stepPath, VERIFY_STEP, type Flow } from '../model/flows';
import { loadStepRules } from '../model/load-step-rules';
import { holdDraftSaves } from '../model/server-draft';
import { SUBMITTED_PATH, type SubmittedState } from '../pages/submitted-page';
import { toBusinessPayload, toTradeNamePayload } from '#src/components/application-form/payload';
import type { BusinessFormValues, TradeNameFormValues } from '#src/components/application-form/values';

// A problem found at the review links to its field with the review's return: once fixed, Continue comes back here (issue 34 §5).
const linkTo = (flow: Flow, path: string) => changeLinkOf(flow, stepOwning(flow, path), path);

/**
 * Check your answers and register: every answer with a link to change it (which comes back
 * here), the contract as it will be written; then the submission. The
 * browser's checks of every step run first (their problems listed, each linked to its field on
 * its step); the API's refusal (422, every problem at once) is kept in the draft and listed the
 * same way, and each message shows at its field until that field changes.
 */
export function RegisterStep() {
  const { t } = useTranslation(NS);
  const { flow, draft, update } = useRegistration();
  const navigate = useNavigate();
  const toast = useToast();
  const tradeName = useSubmitTradeName();
  const business = useSubmitBusiness();
  const mutation = flow === 'trade-name' ? tradeName : business;
  // One key per visit of this step: a retry after a lost answer is recognised, not submitted twice.
  const idempotencyKey = useRef(crypto.randomUUID()).current;
  const [attempt, setAttempt] = useState(0);
  // Problems are kept coded (the browser's and the API's), and worded here at each render: a
  // language switch re-words them. Each links to its field on its step; one without a field to the button.
  const [clientProblems, setClientProblems] = useState<{ path: string; message: string }[]>([]);
  useProblemCatalogue(Object.keys(draft.serverErrors).length > 0);
  const linked = [...clientProblems, ...Object.entries(draft.serverErrors).map(([path, message]) => ({ path, message }))].map(
    ({ path, message }): SummaryError => ({
      fieldId: fieldIdOf(path),
      message: messageText(message, path ? {} : { label: '' }),
      to: linkTo(flow, path),
    }),
  );
  const unplaced: SummaryError[] =
    mutation.isError && !Object.keys(serverErrorsOf(mutation.error)).length
      ? [{ fieldId: 'register-submit', message: userMessageOf(mutation.error) }]
      : [];
  const problems = [...linked, ...unplaced];

  const onSubmit = async () => {
    setAttempt((n) => n + 1);
    const found = (await loadStepRules()).draftProblems(flow, draft.values);
    setClientProblems(found.map((p) => ({ path: pathOfRuleField(p.field ?? ''), message: codedProblem(p) })));
    if (found.length) return;
    const onSuccess = (result: SubmittedApplication) => {
      toast.show(result.message ?? t('register.submitted'), 'success');
      // The confirmation page removes the draft once it shows (this step still needs it meanwhile).
      const details =
        flow === 'trade-name'
          ? toTradeNamePayload(draft.values as TradeNameFormValues)
          : toBusinessPayload(draft.values as BusinessFormValues);
      const province = provinceOfDetails(details as unknown as Record<string, unknown>);
      void navigate(SUBMITTED_PATH, {
        state: { flow, id: result.id, reference: result.reference ?? undefined, province } satisfies SubmittedState,
        replace: true,
      });
    };
    const onError = (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) {
        void navigate(stepPath(flow, VERIFY_STEP));
        return;
      }
      const fields = serverErrorsOf(error);
      if (Object.keys(fields).length) update((d) => ({ ...d, serverErrors: fields }));
    };
    update((d) => ({ ...d, serverErrors: {} }));
    // The submission removes the server's draft: no save of it may run meanwhile (issue 34 §8).
    // mutateAsync settles even if this step is left meanwhile, so the saves are always released.
    void holdDraftSaves(flow).then((release) =>
      (flow === 'trade-name'
        ? tradeName.mutateAsync({ details: toTradeNamePayload(draft.values as TradeNameFormValues), idempotencyKey })
        : business.mutateAsync({ details: toBusinessPayload(draft.values as BusinessFormValues), idempotencyKey })
      ).then(
        (result) => {
          release('submitted');
          onSuccess(result);
        },
        (error: unknown) => {
          release('not-submitted');
          onError(error);
        },
      ),
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <ErrorSummary title={t('errorSummaryTitle')} errors={problems} attempt={`${attempt}:${mutation.status}`} />
      <CheckAnswers flow={flow} values={draft.values} />
      <Box sx={{ maxWidth: '48rem' }}>
        <Typography component="h2" variant="h5" gutterBottom>
          {t('register.declarationHeading')}
        </Typography>
        <Typography sx={{ mb: 3 }}>
          {t(flow === 'trade-name' ? 'register.declarationTradeName' : 'register.declarationBusiness')}
        </Typography>
        <Button id="register-submit" variant="contained" size="large" onClick={onSubmit} loading={mutation.isPending} loadingPosition="end">
          {t('register.submit')}
        </Button>
      </Box>
      <CancelRegistration />
    </Box>
  );
}
