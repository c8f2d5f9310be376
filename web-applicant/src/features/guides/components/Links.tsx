import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { STATIC_PDFS } from '../constants';
import { useGuides } from '../useGuides';
import { BulletList } from './BulletList';
import { Section } from './Section';

/** A link inside the portal (client-side navigation). */
export function PageLink({ to, children }: { to: string; children: string }) {
  return (
    <Link component={RouterLink} to={to}>
      {children}
    </Link>
  );
}

/** A link to a printable PDF, served as a file (not through the router). */
export function PdfLink({ pdf }: { pdf: keyof typeof STATIC_PDFS }) {
  const { t } = useGuides();
  const label = t(pdf === 'contractTemplate' ? 'common.contractTemplateLink' : 'common.beneficialOwnerFormLink');
  return (
    <Link href={STATIC_PDFS[pdf]} type="application/pdf">
      {label}
    </Link>
  );
}

/** The section of related pages at the end of a page. */
export function RelatedLinks({ links }: { links: Array<{ to: string; label: string }> }) {
  const { t } = useGuides();
  return (
    <Section heading={t('common.relatedHeading')}>
      <BulletList
        items={links.map((link) => (
          <PageLink key={link.to} to={link.to}>
            {link.label}
          </PageLink>
        ))}
      />
    </Section>
  );
}

/** The section of printable forms. */
export function FormLinks({ pdfs }: { pdfs: Array<keyof typeof STATIC_PDFS> }) {
  const { t } = useGuides();
  return (
    <Section heading={t('common.formsHeading')}>
      <BulletList
        items={pdfs.map((pdf) => (
          <PdfLink key={pdf} pdf={pdf} />
        ))}
      />
    </Section>
  );
}
