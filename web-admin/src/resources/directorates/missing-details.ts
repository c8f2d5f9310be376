/** The back office's languages, in the order the forms list them. */
const LANGUAGES = ['ckb', 'en', 'ar', 'kmr'] as const;

export const DIRECTORATE_DETAILS = ['address', 'hours', 'phone', 'email', 'website'] as const;
export type DirectorateDetailName = (typeof DIRECTORATE_DETAILS)[number];

/** A directorate as the back office reads it: texts per language, contacts once. */
export interface DirectorateDetails {
  address?: Partial<Record<(typeof LANGUAGES)[number], string | null>> | null;
  hours?: Partial<Record<(typeof LANGUAGES)[number], string | null>> | null;
  phone?: string | null;
  email?: string | null;
  website?: string | null;
}

const blank = (text: string | null | undefined) => !text?.trim();

/**
 * The details the portal leaves out for this directorate (issue 34 §3: never "to be confirmed"),
 * in the form's order. An address or opening hours missing in any one language is missing: the
 * readers of that language see none.
 */
export function missingDetailsOf(directorate: DirectorateDetails): DirectorateDetailName[] {
  return DIRECTORATE_DETAILS.filter((detail) => {
    const value = directorate[detail];
    if (detail === 'address' || detail === 'hours') {
      const texts = (value ?? {}) as Record<string, string | null | undefined>;
      return LANGUAGES.some((lang) => blank(texts[lang]));
    }
    return blank(value as string | null | undefined);
  });
}
