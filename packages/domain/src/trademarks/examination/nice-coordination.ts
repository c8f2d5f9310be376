/**
 * How near two sets of Nice classes are, for weighing a word-mark conflict: the same class
 * (strong), coordinated classes (goods and services a buyer expects from one source: medium), or
 * unrelated (weak). A sign whose classes are not known (a trade name: the register keeps its
 * activities, not classes) is `unclassified` and weighs as a coordinated one.
 *
 * The pairs are written for this project after two examination practices: the EUIPO's criteria
 * for similar goods and services (Guidelines for Examination, Part C, Section 2, Chapter 2:
 * nature, purpose, complementarity, the same outlets and public) and the USPTO's "coordinated
 * classes" (e.g. class 25 with 14, 18, 24 and 35; class 10 with 5 and 44). They are not a copy of
 * either: the USPTO coordinates almost every goods class with 35 and 42, which would make nearly
 * every mark related to every other. The table and its reasons are in docs/trademarks.md.
 */
import { NICE_CLASS_MAX, NICE_CLASS_MIN } from '#src/applications/application';

export type ClassRelation = 'same' | 'coordinated' | 'unclassified' | 'unrelated';

/** The strongest first: a conflict is weighed by its strongest relation. */
export const CLASS_RELATIONS: readonly ClassRelation[] = ['same', 'coordinated', 'unclassified', 'unrelated'];

/** Whether a conflict at this relation can refuse a mark (see word-mark-conflicts.ts). */
export const REFUSING_RELATIONS: ReadonlySet<ClassRelation> = new Set(['same', 'coordinated', 'unclassified']);

/** [class, class, why a buyer would expect both from one source]; each pair once, the lower class first. */
export const NICE_COORDINATION: readonly (readonly [number, number, string])[] = [
  [1, 31, 'fertilisers and agricultural chemicals / agricultural products'],
  [2, 37, 'paints / painting and decorating'],
  [3, 5, 'cosmetics / pharmaceuticals and hygiene products, sold side by side in pharmacies'],
  [3, 21, 'cosmetics / cosmetic utensils and brushes'],
  [3, 44, 'cosmetics / beauty care'],
  [5, 10, 'pharmaceuticals / medical apparatus'],
  [5, 44, 'pharmaceuticals / medical services'],
  [6, 19, 'metal / non-metallic building materials'],
  [7, 8, 'machines / hand tools'],
  [7, 37, 'machines / their installation and repair'],
  [8, 21, 'cutlery / kitchen utensils'],
  [9, 28, 'game software / games and toys'],
  [9, 38, 'telecommunication apparatus / telecommunication services'],
  [9, 41, 'recorded media and e-books / publishing and entertainment'],
  [9, 42, 'software / software design, hosting and SaaS'],
  [10, 44, 'medical apparatus / medical services'],
  [11, 37, 'heating, cooling and sanitary apparatus / their installation and repair'],
  [12, 37, 'vehicles / their repair and maintenance'],
  [12, 39, 'vehicles / transport and vehicle rental'],
  [14, 18, 'jewellery and watches / bags and accessories'],
  [14, 25, 'jewellery / clothing (a USPTO coordinated pair)'],
  [15, 41, 'musical instruments / music teaching and performance'],
  [16, 41, 'printed matter / publishing and education'],
  [18, 25, 'bags and leather goods / clothing and footwear'],
  [19, 37, 'building materials / construction'],
  [20, 24, 'furniture / household textiles'],
  [20, 27, 'furniture / carpets and floor coverings'],
  [23, 24, 'yarns / textiles'],
  [24, 25, 'fabrics / clothing (a USPTO coordinated pair)'],
  [25, 26, 'clothing / lace, ribbons and haberdashery'],
  [25, 35, 'clothing / the retail of clothing (a USPTO coordinated pair)'],
  [28, 41, 'toys and sporting goods / entertainment and sport'],
  [29, 30, 'meat, dairy and preserved foods / coffee, flour and bakery: the same grocer'],
  [29, 31, 'processed / fresh food'],
  [29, 43, 'food / restaurants'],
  [30, 31, 'flour and cereal products / grains and fresh produce'],
  [30, 32, 'coffee and tea / soft drinks'],
  [30, 43, 'coffee, bakery and sweets / cafés and restaurants'],
  [31, 44, 'plants and animals / agriculture, horticulture and veterinary services'],
  [32, 33, 'non-alcoholic / alcoholic beverages'],
  [32, 43, 'beverages / bars and cafés'],
  [33, 43, 'alcoholic beverages / bars'],
  [35, 36, 'business management / financial services'],
  [36, 37, 'real estate / construction'],
  [38, 41, 'broadcasting / entertainment'],
  [38, 42, 'telecommunications / hosting and IT services'],
  [39, 43, 'travel arrangement / temporary accommodation'],
  [41, 42, 'online education / the software and platforms it runs on'],
  [42, 45, 'technical / legal services (intellectual property consulting)'],
];

const pairKey = (a: number, b: number) => (a < b ? a * 100 + b : b * 100 + a);
const COORDINATED = new Set(NICE_COORDINATION.map(([a, b]) => pairKey(a, b)));

/** Whether two different classes are coordinated (the table is symmetric). */
export function areCoordinated(a: number, b: number): boolean {
  return a !== b && COORDINATED.has(pairKey(a, b));
}

/** The classes coordinated with one, ascending. */
export function coordinatedWith(niceClass: number): number[] {
  const classes: number[] = [];
  for (let other = NICE_CLASS_MIN; other <= NICE_CLASS_MAX; other++) if (areCoordinated(niceClass, other)) classes.push(other);
  return classes;
}

export interface ClassComparison {
  relation: ClassRelation;
  /** `same`: the classes both hold, ascending. */
  sharedClasses: number[];
  /** `coordinated`: the coordinated pairs [ours, theirs], ours ascending. */
  coordinatedPairs: [number, number][];
}

/** The strongest relation between the classes of a new mark and those of a sign already held. */
export function compareClasses(ours: readonly number[], theirs: readonly number[]): ClassComparison {
  if (theirs.length === 0 || ours.length === 0) return { relation: 'unclassified', sharedClasses: [], coordinatedPairs: [] };
  const ourClasses = [...new Set(ours)].sort((a, b) => a - b);
  const theirClasses = [...new Set(theirs)].sort((a, b) => a - b);
  const sharedClasses = ourClasses.filter((c) => theirClasses.includes(c));
  if (sharedClasses.length > 0) return { relation: 'same', sharedClasses, coordinatedPairs: [] };
  const coordinatedPairs: [number, number][] = [];
  for (const a of ourClasses) for (const b of theirClasses) if (areCoordinated(a, b)) coordinatedPairs.push([a, b]);
  return { relation: coordinatedPairs.length > 0 ? 'coordinated' : 'unrelated', sharedClasses, coordinatedPairs };
}
