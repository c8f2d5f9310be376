import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { GuidePage } from '../components/GuidePage';
import { PageLink } from '../components/Links';
import { Paragraph, Section } from '../components/Section';
import { Sections } from '../components/Sections';
import { GUIDE_PATHS, OTHER_PATHS } from '../constants';
import { formatDate } from '#src/components/format';
import { acceptTerms, readTermsAcceptance } from '#src/lib/terms';
import { useGuides, type TextSection } from '../useGuides';

/**
 * /terms (spec §2): accepting stores `termsAccepted` with the date and goes on to /register;
 * declining returns to the home page.
 */
export default function TermsPage() {
  const { t, list, lng } = useGuides();
  const navigate = useNavigate();
  // The kind of registration asked for before the terms (`/terms?kind=foreign_company`) is started after them.
  const kind = useSearchParams()[0].get('kind');
  const [acceptedAt] = useState(readTermsAcceptance);
  const sections = list<TextSection>('terms.sections');

  const accept = () => {
    acceptTerms();
    void navigate(kind && /^[a-z_]+$/.test(kind) ? `${OTHER_PATHS.register}?kind=${kind}` : OTHER_PATHS.register);
  };
  const decline = () => void navigate(OTHER_PATHS.home);

  return (
    <GuidePage title={t('terms.title')} lead={t('terms.lead')}>
      <Sections
        sections={sections}
        extra={{
          [sections.length - 1]: (
            <Paragraph>
              <PageLink to={GUIDE_PATHS.privacy}>{t('common.privacyLink')}</PageLink>
            </Paragraph>
          ),
        }}
      />
      <Section heading={t('terms.decisionHeading')}>
        {acceptedAt && <Paragraph>{t('terms.acceptedOn', { date: formatDate(acceptedAt, lng) })}</Paragraph>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
          <Button variant="contained" size="large" onClick={accept}>
            {t('terms.accept')}
          </Button>
          <Button variant="outlined" size="large" onClick={decline}>
            {t('terms.decline')}
          </Button>
        </Stack>
      </Section>
    </GuidePage>
  );
}
