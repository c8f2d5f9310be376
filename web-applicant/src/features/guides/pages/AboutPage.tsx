import { GuidePage } from '../components/GuidePage';
import { RelatedLinks } from '../components/Links';
import { Sections } from '../components/Sections';
import { GUIDE_PATHS } from '../constants';
import { useGuides, type TextSection } from '../useGuides';

/** /about: what the portal is, who runs it, languages and accessibility. */
export default function AboutPage() {
  const { t, list } = useGuides();
  return (
    <GuidePage title={t('about.title')} lead={t('about.lead')}>
      <Sections sections={list<TextSection>('about.sections')} />
      <RelatedLinks
        links={[
          { to: GUIDE_PATHS.releaseNotes, label: t('common.releaseNotesLink') },
          { to: GUIDE_PATHS.faq, label: t('common.faqLink') },
          { to: GUIDE_PATHS.privacy, label: t('common.privacyLink') },
          { to: GUIDE_PATHS.terms, label: t('common.termsLink') },
          { to: GUIDE_PATHS.contact, label: t('common.contactLink') },
        ]}
      />
    </GuidePage>
  );
}
