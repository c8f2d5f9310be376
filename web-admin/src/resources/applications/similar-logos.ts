import type { CaseFileSimilarLogo } from '@registry/domain/applications/rules/case-file';
import { LOGO_HASH_BITS } from '@registry/domain/trademarks/examination/index';
import { caseFormat, type CaseFormat } from './case-format';

/** One row of the similar-logos panel: another mark whose image is near this mark's by perceptual hash. */
export interface SimilarLogoRow {
  key: string;
  /** The other mark's logo (an upload id), shown from the files API. */
  logo: string;
  name: string;
  reference: string | null;
  classes: string;
  status: CaseFileSimilarLogo['status'];
  band: Exclude<CaseFileSimilarLogo['band'], 'distinct'>;
  /** Similarity to two places ("0.98"), in the reader's digits and decimal sign. */
  similarity: string;
  /** The bits apart and of how many, in the reader's digits, for the label "%{distance} of %{bits} bits". */
  distance: string;
  bits: string;
}

/**
 * The case file's similar logos as the panel lists them: the API's order kept (nearest first),
 * numbers written as the reader's language writes them. Null (the mark has no logo hash) stays
 * null, so the panel can say the image was not compared rather than "none near".
 */
export function similarLogoRows(
  logos: readonly CaseFileSimilarLogo[] | null,
  format: CaseFormat = caseFormat('en'),
): SimilarLogoRow[] | null {
  if (!logos) return null;
  const separator = format.locale === 'ckb' || format.locale === 'ar' ? '، ' : ', ';
  const point = format.number(1.5).charAt(1);
  const decimals = (n: number) =>
    n
      .toFixed(2)
      .replace(/\d/g, (d) => format.number(Number(d)))
      .replace('.', point);
  return logos
    .filter((l): l is CaseFileSimilarLogo & { band: SimilarLogoRow['band'] } => l.band !== 'distinct')
    .map((l) => ({
      key: l.id,
      logo: l.logo,
      name: l.name,
      reference: l.reference ?? null,
      classes: l.classes.map((c) => format.number(c)).join(separator) || '—',
      status: l.status,
      band: l.band,
      similarity: decimals(l.similarity),
      distance: format.number(l.distance),
      bits: format.number(LOGO_HASH_BITS),
    }));
}
