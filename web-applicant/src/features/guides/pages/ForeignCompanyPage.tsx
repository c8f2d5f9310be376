import { BulletList } from '../components/BulletList';
import { GuidePage } from '../components/GuidePage';
import { FormLinks, RelatedLinks } from '../components/Links';
import { Paragraph, Section } from '../components/Section';
import { Sections } from '../components/Sections';
import { GUIDE_PATHS, OTHER_PATHS } from '../constants';
import { useGuides, type TextSection } from '../useGuides';

/** /guidelines/foreign-company: registering a branch of a foreign company (spec §1, §3). */
export default function ForeignCompanyPage() {
  const { t, list } = useGuides();

  return (
    <GuidePage title={t('foreignCompany.title')} lead={t('foreignCompany.lead')}>
      <Section heading={t('foreignCompany.branchHeading')}>
        <BulletList items={list('foreignCompany.branch')} />
      </Section>

      <Section heading={t('foreignCompany.stepsHeading')}>
        <Sections sections={list<TextSection>('foreignCompany.steps')} level={3} />
      </Section>

      <Section heading={t('foreignCompany.documentsHeading')}>
        <Sections sections={list<TextSection>('foreignCompany.documents')} level={3} />
        <Paragraph>{t('foreignCompany.abroadNote')}</Paragraph>
      </Section>

      <Section heading={t('foreignCompany.rulesHeading')}>
        <BulletList items={list('foreignCompany.rules')} />
      </Section>

      <FormLinks pdfs={['beneficialOwnerForm']} />

      <Paragraph>{t('common.summaryNote')}</Paragraph>

      <RelatedLinks
        links={[
          { to: OTHER_PATHS.registerBranch, label: t('common.startBranchLink') },
          { to: GUIDE_PATHS.localCompanyTypes, label: t('common.typesGuideLink') },
          { to: GUIDE_PATHS.localCompany, label: t('common.localGuideLink') },
          { to: GUIDE_PATHS.contact, label: t('common.contactLink') },
        ]}
      />
    </GuidePage>
  );
}
