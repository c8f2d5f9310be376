import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import { useId } from 'react';
import { GuidePage } from '../components/GuidePage';
import { RelatedLinks } from '../components/Links';
import { Section } from '../components/Section';
import { GUIDE_PATHS } from '../constants';
import { useGuides } from '../useGuides';

interface Question {
  q: string;
  a: string;
}

/** One question: MUI names the answer region after the summary (id, aria-controls). */
function QuestionItem({ question }: { question: Question }) {
  const id = useId();
  return (
    <Accordion disableGutters variant="outlined" slotProps={{ heading: { component: 'h3' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-q`} aria-controls={`${id}-a`}>
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {question.q}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography component="p">{question.a}</Typography>
      </AccordionDetails>
    </Accordion>
  );
}

/** /faq: questions and answers drawn from the spec, grouped (h2), each question an h3 accordion. */
export default function FaqPage() {
  const { t, list } = useGuides();
  const groups = list<{ heading: string; items: Question[] }>('faq.groups');

  return (
    <GuidePage title={t('faq.title')} lead={t('faq.lead')}>
      {groups.map((group, index) => (
        <Section key={index} heading={group.heading}>
          <div>
            {group.items.map((question, q) => (
              <QuestionItem key={q} question={question} />
            ))}
          </div>
        </Section>
      ))}
      <RelatedLinks
        links={[
          { to: GUIDE_PATHS.localCompany, label: t('common.localGuideLink') },
          { to: GUIDE_PATHS.foreignCompany, label: t('common.foreignGuideLink') },
          { to: GUIDE_PATHS.localCompanyTypes, label: t('common.typesGuideLink') },
          { to: GUIDE_PATHS.contact, label: t('common.contactLink') },
        ]}
      />
    </GuidePage>
  );
}
