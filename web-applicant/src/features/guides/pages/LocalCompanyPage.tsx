import { BulletList } from '../components/BulletList';
import { GuidePage } from '../components/GuidePage';
import { FormLinks, PageLink, PdfLink, RelatedLinks } from '../components/Links';
import { Paragraph, Section } from '../components/Section';
import { Sections } from '../components/Sections';
import { GUIDE_PATHS, OTHER_PATHS } from '../constants';
import { useGuides, type TextSection } from '../useGuides';

/** /guidelines/local-company: the three steps of spec §1, documents, rules, law and forms. */
export default function LocalCompanyPage() {
  const { t, list } = useGuides();

  return (
    <GuidePage title={t('localCompany.title')} lead={t('localCompany.lead')}>
      <Section heading={t('localCompany.stepsHeading')}>
        <Sections sections={list<TextSection>('localCompany.steps')} level={3} />
      </Section>

      <Section heading={t('localCompany.documentsHeading')}>
        <Paragraph>{t('localCompany.documentsIntro')}</Paragraph>
        <Sections sections={list<TextSection>('localCompany.documents')} level={3} />
      </Section>

      <Section heading={t('localCompany.rulesHeading')}>
        <BulletList items={list('localCompany.rules')} />
        <Paragraph>
          <PageLink to={GUIDE_PATHS.localCompanyTypes}>{t('common.typesGuideLink')}</PageLink>
        </Paragraph>
      </Section>

      <Section heading={t('localCompany.beneficialHeading')}>
        <Paragraph>{t('localCompany.beneficialText')}</Paragraph>
        <Paragraph>
          <PdfLink pdf="beneficialOwnerForm" />
        </Paragraph>
      </Section>

      <Section heading={t('localCompany.lawHeading')}>
        <BulletList items={list('localCompany.law')} />
      </Section>

      <FormLinks pdfs={['contractTemplate', 'beneficialOwnerForm']} />

      <Paragraph>{t('common.summaryNote')}</Paragraph>

      <RelatedLinks
        links={[
          { to: OTHER_PATHS.registerBusiness, label: t('common.startCompanyLink') },
          { to: GUIDE_PATHS.localCompanyTypes, label: t('common.typesGuideLink') },
          { to: GUIDE_PATHS.faq, label: t('common.faqLink') },
          { to: GUIDE_PATHS.contact, label: t('common.contactLink') },
        ]}
      />
    </GuidePage>
  );
}
