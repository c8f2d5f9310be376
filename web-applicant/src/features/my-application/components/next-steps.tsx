import { Box, Link, Typography } from '@mui/material';
import { Trans, useTranslation } from 'react-i18next';
import { ProvinceDirectorate } from '#src/components/directorates/directorate-card';
import { useFormat } from '#src/components/format';
import { NS } from '../i18n';
import { pagePathOf, type ApplicationKind } from '../utils/kinds';
import { currentStepOf, isClosedStatus, isFinishedStatus } from '#src/lib/workflow';

interface StepProps {
  number: 1 | 2 | 3;
  current: boolean;
  done: boolean;
  title: string;
  children: React.ReactNode;
}

function Step({ number, current, done, title, children }: StepProps) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  return (
    <Box
      component="li"
      aria-current={current ? 'step' : undefined}
      sx={{ border: 1, borderColor: current ? 'primary.main' : 'divider', borderWidth: current ? 2 : 1, borderRadius: 1, p: 2, mb: 2 }}
    >
      <Typography component="h3" sx={{ fontSize: '1.125rem', fontWeight: 700, mb: 1 }}>
        {t('nextSteps.stepTitle', { number: format.number(number), title })}
        {(current || done) && (
          <Typography
            component="span"
            sx={{ fontSize: '0.95rem', fontWeight: 600, color: done ? 'success.dark' : 'primary.main', marginInlineStart: 1 }}
          >
            ({t(done ? 'nextSteps.done' : 'nextSteps.current')})
          </Typography>
        )}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The three steps of spec §1 for this kind: the answer by e-mail within 24 working hours (during a
 * correction: correcting and sending the application again); for a
 * company the contract, the verified e-mail and the bank deposit; the one visit to the provincial
 * directorate with the originals (and a foreign branch's registration fee, in cash): which one,
 * with its address, hours and contacts, for the application's province.
 */
export function NextSteps({
  kind,
  id,
  status,
  businessType,
  province,
  correcting = false,
}: {
  kind: ApplicationKind;
  id: string;
  status: string;
  businessType?: string;
  province?: string;
  /** Returned for correction: step 1 is the applicant's to do (correct and send again), not a wait for the answer. */
  correcting?: boolean;
}) {
  const { t } = useTranslation(NS);
  if (isClosedStatus(status)) return <Typography>{t('nextSteps.closed')}</Typography>;
  const finished = isFinishedStatus(status);
  const current = currentStepOf(status);
  const state = (n: 1 | 2 | 3) => ({ current: !finished && current === n, done: finished || current > n });
  const company = kind === 'businesses';
  const branch = businessType === 'foreign_company';
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {correcting ? (
        <Step number={1} current done={false} title={t('nextSteps.correct.title')}>
          <Typography>{t('nextSteps.correct.body')}</Typography>
        </Step>
      ) : (
        <Step number={1} {...state(1)} title={t('nextSteps.answer.title')}>
          <Typography>{t('nextSteps.answer.body')}</Typography>
        </Step>
      )}
      {company ? (
        <Step number={2} {...state(2)} title={t('nextSteps.prepare.title')}>
          <Box component="ul" sx={{ m: 0, paddingInlineStart: 3 }}>
            <li>
              <Trans t={t} i18nKey="nextSteps.prepare.contract" components={{ print: <Link href={pagePathOf(kind, id, 'contract')} /> }} />
            </li>
            <li>{t('nextSteps.prepare.email')}</li>
            <li>{t('nextSteps.prepare.deposit')}</li>
          </Box>
        </Step>
      ) : (
        <Step number={2} {...state(2)} title={t('nextSteps.pay.title')}>
          <Typography>{t('nextSteps.pay.body')}</Typography>
        </Step>
      )}
      <Step number={3} {...state(3)} title={t('nextSteps.visit.title')}>
        <Typography>
          {t(
            company
              ? branch
                ? 'nextSteps.visit.branch'
                : 'nextSteps.visit.company'
              : kind === 'trademarks'
                ? 'nextSteps.visit.trademark'
                : 'nextSteps.visit.tradeName',
          )}
        </Typography>
        {kind !== 'trademarks' && (
          <Box sx={{ mt: 2 }}>
            <ProvinceDirectorate province={province} />
          </Box>
        )}
      </Step>
    </Box>
  );
}
