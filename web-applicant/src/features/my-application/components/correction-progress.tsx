import CheckCircle from '@mui/icons-material/CheckCircle';
import EditNote from '@mui/icons-material/EditNote';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToast } from '#src/components/toast';
import { userMessageOf } from '#src/lib/api';
import { useResubmit } from '#src/features/my-application/api/correct-application';
import type { Application, OpenCorrection } from '#src/features/my-application/api/get-application';
import { NS } from '../i18n';
import { correctionProgress, remainingSections } from '../utils/correction-progress';
import { pagePathOf, type ApplicationKind, type CorrectionSection } from '../utils/kinds';

/**
 * The sections open to correction, each with where it stands: corrected (saved since the return),
 * to correct (the reviewer commented on it), or without comment. Each opens its form.
 */
export function CorrectionChecklist({
  sections,
  correction,
  current,
  onOpen,
}: {
  sections: readonly CorrectionSection[];
  correction: OpenCorrection;
  current: CorrectionSection;
  onOpen: (section: CorrectionSection) => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <Box component="nav" aria-label={t('correct.sectionsLabel')} sx={{ mb: 4 }}>
      <Box component="ul" sx={{ display: 'grid', gap: 1.5, listStyle: 'none', m: 0, p: 0, maxWidth: '40rem' }}>
        {correctionProgress(sections, correction).map(({ section, named, corrected }) => {
          const state = corrected ? 'corrected' : named ? 'toCorrect' : 'notNamed';
          return (
            <Box
              component="li"
              key={section}
              data-section={section}
              data-state={state}
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, justifyContent: 'space-between' }}
            >
              <Button
                variant={section === current ? 'contained' : 'outlined'}
                aria-current={section === current ? 'page' : undefined}
                onClick={() => onOpen(section)}
              >
                {t(`sections.${section}`)}
              </Button>
              <Typography
                component="span"
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 0.5,
                  fontWeight: state === 'notNamed' ? 400 : 700,
                  // Text in colours that keep 4.5:1 on the page; the icons (3:1 suffices) carry the state's colour.
                  color: state === 'corrected' ? 'success.dark' : state === 'toCorrect' ? 'text.primary' : 'text.secondary',
                }}
              >
                {state === 'corrected' && <CheckCircle fontSize="small" color="success" aria-hidden />}
                {state === 'toCorrect' && <EditNote fontSize="small" color="warning" aria-hidden />}
                {t(`correct.state.${state}`)}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

/**
 * The one resubmission: every saved section goes back to the registry together. Sections the
 * reviewer named that are still to correct are listed; sending without them takes a second,
 * explicit click (the registry, not the portal, judges an answer left as it was).
 */
export function ResubmitPanel({ application, kind }: { application: Application; kind: ApplicationKind }) {
  const { t } = useTranslation(NS);
  const toast = useToast();
  const navigate = useNavigate();
  const send = useResubmit();
  const [confirmAsked, setConfirmAsked] = useState(false);
  const [error, setError] = useState<unknown>();
  const correction = application.openCorrection!;
  const remaining = remainingSections(correction);
  const names = remaining.map((section) => t(`sections.${section}`)).join(t('correct.listSeparator'));
  const nothingSaved = correction.correctedSections.length === 0;
  // Asked once, the confirmation holds only while a named section is still to correct.
  const confirming = confirmAsked && remaining.length > 0;

  const onSend = () => {
    if (remaining.length && !confirming) {
      setConfirmAsked(true);
      return;
    }
    setError(undefined);
    // `mutateAsync`: once resubmitted the application is no longer open for correction and this page's content unmounts.
    send.mutateAsync({ kind, id: application.id, version: application.version }).then(
      () => {
        toast.show(t('correct.done'), 'success');
        void navigate(pagePathOf(kind, application.id), { replace: true });
      },
      (failure: unknown) => setError(failure),
    );
  };

  return (
    <Box
      component="section"
      aria-labelledby="resubmit-heading"
      sx={{ mt: 6, pt: 4, borderTop: 1, borderColor: 'divider', maxWidth: '48rem' }}
    >
      <Typography id="resubmit-heading" component="h2" variant="h5" sx={{ mb: 2 }}>
        {t('correct.resubmitTitle')}
      </Typography>
      <Box role="status" sx={{ mb: 2 }}>
        {remaining.length > 0 ? (
          <Alert severity={confirming ? 'warning' : 'info'}>
            {confirming ? t('correct.confirmRemaining', { sections: names }) : t('correct.remaining', { sections: names })}
          </Alert>
        ) : nothingSaved ? (
          <Alert severity="info">{t('correct.nothingSaved')}</Alert>
        ) : (
          <Alert severity="success">{correction.namedSections.length ? t('correct.allDone') : t('correct.readyToSend')}</Alert>
        )}
      </Box>
      {error !== undefined && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {userMessageOf(error)}
        </Alert>
      )}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('correct.resubmitLead')}
      </Typography>
      <Button
        variant={remaining.length && !confirming ? 'outlined' : 'contained'}
        color={confirming ? 'warning' : 'primary'}
        size="large"
        disabled={nothingSaved}
        loading={send.isPending}
        loadingPosition="end"
        onClick={onSend}
      >
        {confirming ? t('correct.resubmitAnyway') : t('correct.resubmit')}
      </Button>
    </Box>
  );
}
