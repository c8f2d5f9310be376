import { GuidePage } from '../components/GuidePage';
import { RelatedLinks } from '../components/Links';
import { Sections } from '../components/Sections';
import { GUIDE_PATHS } from '../constants';
import { useGuides, type TextSection } from '../useGuides';

/** /privacy: what the registry keeps, publishes and stores in the browser. */
export default function PrivacyPage() {
  const { t, list } = useGuides();
  return (
    <GuidePage title={t('privacy.title')} lead={t('privacy.lead')}>
      <Sections sections={list<TextSection>('privacy.sections')} />
      <RelatedLinks
        links={[
          { to: GUIDE_PATHS.terms, label: t('common.termsLink') },
          { to: GUIDE_PATHS.contact, label: t('common.contactLink') },
        ]}
      />
    </GuidePage>
  );
}
