import { Box, Button, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Page } from '#src/components/page';
import { NS } from '../i18n';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4, maxWidth: '48rem' }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.5rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** `/trademarks/about`: what a trademark reservation is, what it needs and how it goes, and the way to the form. */
export function TrademarksPage() {
  const { t } = useTranslation(NS);
  const needs = t('about.needs.items', { returnObjects: true }) as string[];
  const steps = t('about.steps.items', { returnObjects: true }) as string[];
  return (
    <Page title={t('about.title')} lead={t('about.lead')}>
      <Box sx={{ mb: 5 }}>
        <Button variant="contained" size="large" href="/trademarks/register">
          {t('about.start')}
        </Button>
      </Box>
      <Section id="trademark-what" title={t('about.what.heading')}>
        <Typography sx={{ mb: 1 }}>{t('about.what.body')}</Typography>
        <Typography>{t('about.what.classes')}</Typography>
      </Section>
      <Section id="trademark-needs" title={t('about.needs.heading')}>
        <Box component="ul" sx={{ m: 0, paddingInlineStart: 3 }}>
          {needs.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </Box>
      </Section>
      <Section id="trademark-steps" title={t('about.steps.heading')}>
        <Box component="ol" sx={{ m: 0, paddingInlineStart: 3 }}>
          {steps.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </Box>
      </Section>
      <Section id="trademark-follow" title={t('about.follow.heading')}>
        <Typography>
          {t('about.follow.body')} <Link href="/retrieve">{t('about.follow.link')}</Link>
        </Typography>
      </Section>
    </Page>
  );
}

export default TrademarksPage;
