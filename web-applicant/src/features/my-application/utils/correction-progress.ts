import type { OpenCorrection } from '#src/features/my-application/api/get-application';

/** Each open section as the correction page lists it: named by the reviewer or not, corrected since the return or not. */
export interface SectionProgress<S extends string> {
  readonly section: S;
  readonly named: boolean;
  readonly corrected: boolean;
}

export function correctionProgress<S extends string>(sections: readonly S[], correction: OpenCorrection): SectionProgress<S>[] {
  return sections.map((section) => ({
    section,
    named: correction.namedSections.includes(section),
    corrected: correction.correctedSections.includes(section),
  }));
}

/** The sections the reviewer named that have no saved correction yet, in the order they are open. */
export function remainingSections(correction: OpenCorrection | null | undefined): string[] {
  if (!correction) return [];
  return correction.namedSections.filter((section) => !correction.correctedSections.includes(section));
}
