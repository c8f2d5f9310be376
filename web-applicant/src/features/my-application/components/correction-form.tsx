import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormErrorSummary } from '#src/components/form/form-error-summary';
import { FormKit, serverErrorsOf } from '#src/components/form/form-kit';
import { useToast } from '#src/components/toast';
import { userMessageOf } from '#src/lib/api';
import { useSaveCorrection } from '#src/features/my-application/api/correct-application';
import type { Application } from '#src/features/my-application/api/get-application';
import { NS } from '../i18n';
import { remainingSections } from '../utils/correction-progress';
import { pagePathOf, type ApplicationKind, type CorrectionSection } from '../utils/kinds';

/**
 * What every correction variant shares: the form of one section with the reviewer's comments at
 * their fields (`notes`), the GOV.UK error summary, and saving: only the top-level keys the
 * answers changed (`changesOf`). Saving keeps the section on the application and sends nothing
 * to the registry (the page's resubmission does, once, issue 34 §1); it then opens the next
 * section the reviewer named that is still to correct. The API's refusal shows at the field it
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
  const [, setParams] = useSearchParams();
  const save = useSaveCorrection();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  // Kept as what happened, not as words, so that a language switch re-words it.
  const [general, setGeneral] = useState<{ noChanges: true } | { error: unknown }>();

  const onValid = (values: V) => {
    setGeneral(undefined);
    setServerErrors({});
    const changes = changesOf(values);
    if (!Object.keys(changes).length) {
      setGeneral({ noChanges: true });
      return;
    }
    save.mutate(
      { kind, id: application.id, section, changes, version: application.version },
      {
        onSuccess: ({ application: saved }) => {
          toast.show(t('correct.saved', { section: t(`sections.${section}`) }), 'success');
          const next = remainingSections(saved.openCorrection)[0];
          if (next) setParams({ section: next }, { replace: true });
        },
        onError: (error: unknown) => {
          const found: Record<string, string> = {};
          for (const [path, message] of Object.entries(serverErrorsOf(error))) {
            const field = fieldOf(path);
            if (field && !(field in found)) found[field] = message;
          }
          setServerErrors(found);
          if (!Object.keys(found).length) setGeneral({ error });
        },
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
        <Box component="form" method="post" noValidate onSubmit={form.handleSubmit(onValid)} sx={{ display: 'grid', gap: 3 }}>
          <Typography component="h2" variant="h5">
            {t(`sections.${section}`)}
          </Typography>
          {children}
          <Typography color="text.secondary">{t('correct.onlySection')}</Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button type="submit" variant="contained" size="large" loading={save.isPending} loadingPosition="end">
              {t('correct.save')}
            </Button>
            <Link href={pagePathOf(kind, application.id)}>{t('backToApplication')}</Link>
          </Box>
        </Box>
      </FormKit>
    </FormProvider>
  );
}
