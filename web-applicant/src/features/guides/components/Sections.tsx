import type { ReactNode } from 'react';
import type { TextSection } from '../useGuides';
import { BulletList } from './BulletList';
import { Paragraph, Section } from './Section';

/** Renders text sections (heading, paragraph, list); `extra` adds content after a section by index. */
export function Sections({
  sections,
  level = 2,
  extra = {},
}: {
  sections: TextSection[];
  level?: 2 | 3;
  extra?: Record<number, ReactNode>;
}) {
  return (
    <>
      {sections.map((section, index) => (
        <Section key={index} heading={section.heading} level={level}>
          {section.text && <Paragraph>{section.text}</Paragraph>}
          {section.items && section.items.length > 0 && <BulletList items={section.items} />}
          {extra[index]}
        </Section>
      ))}
    </>
  );
}
