import { GuidePage } from '../components/GuidePage';
import { RelatedLinks } from '../components/Links';
import { Sections } from '../components/Sections';
import { GUIDE_PATHS } from '../constants';
import { useGuides, type TextSection } from '../useGuides';

/** /contact: the company registration directorate (no invented numbers: the ministry's website). */
export default function ContactPage() {
  const { t, list } = useGuides();
  return (
    <GuidePage title={t('contact.title')} lead={t('contact.lead')}>
      <Sections sections={list<TextSection>('contact.sections')} />
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
