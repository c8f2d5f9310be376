import { useTranslation } from 'react-i18next';
import { DirectorateList } from '#src/components/directorates/directorate-card';
import { NS as DIRECTORATES_NS } from '#src/components/directorates/i18n';
import { GuidePage } from '../components/GuidePage';
import { Paragraph, Section } from '../components/Section';
import { RelatedLinks } from '../components/Links';
import { Sections } from '../components/Sections';
import { GUIDE_PATHS } from '../constants';
import { useGuides, type TextSection } from '../useGuides';

/**
 * /contact: the general directorate, then every provincial directorate from the reference data
 * (GET /api/v1/directorates) with what an administrator has confirmed; the rest says "to be
 * confirmed", never an invented number.
 */
export default function ContactPage() {
  const { t, list } = useGuides();
  const { t: td } = useTranslation(DIRECTORATES_NS);
  const sections = list<TextSection>('contact.sections');
  return (
    <GuidePage title={t('contact.title')} lead={t('contact.lead')}>
      <Sections sections={sections.slice(0, 2)} />
      <Section heading={td('heading')} level={2}>
        <Paragraph>{td('lead')}</Paragraph>
        <DirectorateList headingLevel={3} />
      </Section>
      <Sections sections={sections.slice(2)} />
      <RelatedLinks
        links={[
          { to: GUIDE_PATHS.faq, label: t('common.faqLink') },
          { to: GUIDE_PATHS.localCompany, label: t('common.localGuideLink') },
          { to: GUIDE_PATHS.foreignCompany, label: t('common.foreignGuideLink') },
        ]}
      />
    </GuidePage>
  );
}
