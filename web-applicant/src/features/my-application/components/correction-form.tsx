import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormErrorSummary } from '#src/components/form/form-error-summary';
import { FormKit, serverErrorsOf } from '#src/components/form/form-kit';
import { useToast } from '#src/components/toast';
import { userMessageOf } from '#src/lib/api';
import { useCorrectAndResubmit } from '#src/features/my-application/api/correct-application';
import type { Application } from '#src/features/my-application/api/get-application';
import { NS } from '../i18n';
import { pagePathOf, type ApplicationKind, type CorrectionSection } from '../utils/kinds';

/**
 * What every correction variant shares: the form of one section with the reviewer's comments at
 * their fields (`notes`), the GOV.UK error summary, and sending: only the top-level keys the
 * answers changed (`changesOf`), then the resubmission. The API's refusal shows at the field it
 * names (`fieldOf` finds the field shown for a refused path), or above the form.
 */
export function CorrectionForm<V extends FieldValues>({
  application,
  kind,
  section,
  form,
  changesOf,
  fieldOf = (path) => path,
  notes,
  children,
}: {
  application: Application;
  kind: ApplicationKind;
  section: CorrectionSection;
  form: UseFormReturn<V>;
  changesOf: (values: V) => Record<string, unknown>;
  fieldOf?: (path: string) => string | undefined;
  notes: Readonly<Record<string, ReactNode>>;
  children: ReactNode;
}) {
  const { t } = useTranslation(NS);
  const toast = useToast();
  const navigate = useNavigate();
  const correct = useCorrectAndResubmit();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  // Kept as what happened, not as words, so that a language switch re-words it.
  const [general, setGeneral] = useState<{ noChanges: true } | { error: unknown }>();
  // A correction saved by an earlier try (its resubmission failed) needs only the resubmission now.
  const correctedSinceReturn = application.history.some(
    (entry) => entry.event === 'correct' && entry.at >= (application.openCorrection?.returnedAt ?? ''),
  );

  const onValid = (values: V) => {
    setGeneral(undefined);
    const changes = changesOf(values);
    if (!Object.keys(changes).length && !correctedSinceReturn) {
      setGeneral({ noChanges: true });
      return;
    }
    // `mutateAsync`, not `mutate`'s callbacks: the success refetches the application, which is then
    // no longer open for correction, and this form unmounts before `mutate`'s callbacks would run.
    correct.mutateAsync({ kind, id: application.id, section, changes, version: application.version }).then(
      ({ message }) => {
        toast.show(message ?? t('correct.done'), 'success');
        void navigate(pagePathOf(kind, application.id), { replace: true });
      },
      (error: unknown) => {
        const found: Record<string, string> = {};
        for (const [path, message] of Object.entries(serverErrorsOf(error))) {
          const field = fieldOf(path);
          if (field && !(field in found)) found[field] = message;
        }
        setServerErrors(found);
        if (!Object.keys(found).length) setGeneral({ error });
      },
    );
  };

  return (
    <FormProvider {...form}>
      <FormKit serverErrors={serverErrors} notes={notes}>
        <FormErrorSummary title={t('errorSummary')} />
        <Box role="alert" sx={{ mb: general ? 3 : 0 }}>
          {general && <Alert severity="error">{'error' in general ? userMessageOf(general.error) : t('correct.noChanges')}</Alert>}
        </Box>
        <Box component="form" noValidate onSubmit={form.handleSubmit(onValid)} sx={{ display: 'grid', gap: 3 }}>
          <Typography component="h2" variant="h5">
            {t(`sections.${section}`)}
          </Typography>
          {children}
          <Typography color="text.secondary">{t('correct.onlySection')}</Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button type="submit" variant="contained" size="large" loading={correct.isPending} loadingPosition="end">
              {t('correct.submit')}
            </Button>
            <Link href={pagePathOf(kind, application.id)}>{t('backToApplication')}</Link>
          </Box>
        </Box>
      </FormKit>
    </FormProvider>
  );
}
