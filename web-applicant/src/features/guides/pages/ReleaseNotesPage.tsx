import { GuidePage } from '../components/GuidePage';
import { RelatedLinks } from '../components/Links';
import { Paragraph } from '../components/Section';
import { Sections } from '../components/Sections';
import { GUIDE_PATHS } from '../constants';
import { useGuides, type TextSection } from '../useGuides';

/** /release-notes: what the portal can do in this release. */
export default function ReleaseNotesPage() {
  const { t, list } = useGuides();
  return (
    <GuidePage title={t('releaseNotes.title')} lead={t('releaseNotes.lead')}>
      <Paragraph>
        <strong>{t('releaseNotes.version')}</strong>
      </Paragraph>
      <Sections sections={list<TextSection>('releaseNotes.sections')} />
      <RelatedLinks
        links={[
          { to: GUIDE_PATHS.about, label: t('about.title') },
          { to: GUIDE_PATHS.faq, label: t('common.faqLink') },
        ]}
      />
    </GuidePage>
  );
}
