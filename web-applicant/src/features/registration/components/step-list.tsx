import { Box, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormat } from '#src/components/format';
import { NS } from '../i18n';
import { stepPath, stepsOf, type Flow } from '../model/flows';

/**
 * The stepper: every step in order, numbered; the current one marked (`aria-current="step"`),
 * the reachable ones linked so that the applicant may go back to any of them.
 */
export function StepList({ flow, current, reachable }: { flow: Flow; current: string; reachable: (step: string) => boolean }) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const steps = stepsOf(flow);
  return (
    <Box component="nav" aria-label={t('stepper.label')} sx={{ mb: 4 }}>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {steps.map((step, index) => {
          const isCurrent = step.id === current;
          const text = `${format.number(index + 1)}. ${t(`steps.${step.id}.short`)}`;
          return (
            <Box
              component="li"
              key={step.id}
              sx={{
                px: 1.5,
                py: 0.5,
                borderRadius: 4,
                border: '2px solid',
                borderColor: isCurrent ? 'primary.main' : 'divider',
                bgcolor: isCurrent ? 'primary.main' : 'transparent',
                color: isCurrent ? 'primary.contrastText' : 'text.primary',
              }}
            >
              {isCurrent ? (
                <Typography component="span" aria-current="step" sx={{ fontWeight: 700 }}>
                  {text}
                </Typography>
              ) : reachable(step.id) ? (
                <Link component={RouterLink} to={stepPath(flow, step.id)}>
                  {text}
                </Link>
              ) : (
                <Typography component="span" color="text.secondary">
                  {text}
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
