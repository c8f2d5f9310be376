import type { FieldProblem } from '#src/shared/domain-error';

/** Spec §3 "Entity type": the protection levels it may be registered at and who may own it. */
export const LEVEL_KINDS = ['kri_level', 'district_level'] as const;
export type LevelKind = (typeof LEVEL_KINDS)[number];
export const OWNER_KINDS = ['business', 'tradeName'] as const;
export type OwnerKind = (typeof OWNER_KINDS)[number];
export const ENTITY_TYPE_STATUSES = ['active', 'inactive'] as const;
export type EntityTypeStatus = (typeof ENTITY_TYPE_STATUSES)[number];
export const NAME_LANGUAGES = ['ckb', 'en', 'ar', 'kmr'] as const;
export type NameLanguage = (typeof NAME_LANGUAGES)[number];

export const NAME_MAX_LENGTH = 200;
export const REASON_MAX_LENGTH = 500;

export type EntityTypeNames = Readonly<Record<NameLanguage, string>>;

/** The fields a member of staff decides; everything else is kept by the registry. */
export interface EntityTypeFields {
  parentId: string | null;
  names: EntityTypeNames;
  selectable: boolean;
  levelKinds: readonly LevelKind[];
  ownerKinds: readonly OwnerKind[];
  status: EntityTypeStatus;
}

export interface EntityType extends EntityTypeFields {
  id: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface EntityTypeNode extends EntityType {
  children: EntityTypeNode[];
}

export type ChangeAction = 'created' | 'updated' | 'activated' | 'deactivated';
/** Field by field, what a change did: `{ selectable: { from: true, to: false } }`. */
export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

export const EntityTypeCodes = {
  parentUnknown: 'entity-type.parent-unknown',
  cycle: 'entity-type.cycle',
  duplicateName: 'entity-type.duplicate-name',
} as const;

/**
 * A parent must exist, and a node may not move under itself or any of its descendants (that
 * would cut the subtree off the tree). `all` is every entity type; `id` is null for a new one.
 */
export function parentProblems(
  id: string | null,
  parentId: string | null,
  all: readonly Pick<EntityType, 'id' | 'parentId'>[],
): FieldProblem[] {
  if (parentId === null) return [];
  const parentOf = new Map(all.map((t) => [t.id, t.parentId]));
  if (!parentOf.has(parentId)) return [{ code: EntityTypeCodes.parentUnknown, field: 'parentId' }];
  if (id === null) return [];
  // Walk up from the new parent; meeting the node itself means the parent is its descendant.
  const seen = new Set<string>();
  for (let at: string | null | undefined = parentId; at != null && !seen.has(at); at = parentOf.get(at)) {
    if (at === id) return [{ code: EntityTypeCodes.cycle, field: 'parentId' }];
    seen.add(at);
  }
  return [];
}

const comparable = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** Two siblings with the same name in one language could not be told apart in a picker. */
export function duplicateNameProblems(
  id: string | null,
  parentId: string | null,
  names: EntityTypeNames,
  all: readonly Pick<EntityType, 'id' | 'parentId' | 'names'>[],
): FieldProblem[] {
  const siblings = all.filter((t) => t.parentId === parentId && t.id !== id);
  return NAME_LANGUAGES.filter((lang) => siblings.some((s) => comparable(s.names[lang]) === comparable(names[lang]))).map((lang) => ({
    code: EntityTypeCodes.duplicateName,
    field: `names.${lang}`,
  }));
}

/** The fields whose value differs, with the old and the new value (the audit log's "what"). */
export function changesBetween(before: EntityTypeFields | null, after: EntityTypeFields): FieldChanges {
  const out: FieldChanges = {};
  for (const field of ['parentId', 'names', 'selectable', 'levelKinds', 'ownerKinds', 'status'] as const) {
    const from = before ? before[field] : null;
    const to = after[field];
    if (before === null || !sameValue(from, to)) out[field] = { from, to };
  }
  return out;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    const [x, y] = [[...a].sort(), [...b].sort()];
    return x.length === y.length && x.every((v, i) => v === y[i]);
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => (a as Record<string, unknown>)[k] === (b as Record<string, unknown>)[k]);
  }
  return a === b;
}

export function fieldsOf(t: EntityTypeFields): EntityTypeFields {
  return {
    parentId: t.parentId,
    names: t.names,
    selectable: t.selectable,
    levelKinds: t.levelKinds,
    ownerKinds: t.ownerKinds,
    status: t.status,
  };
}

/**
 * Nests the given types under their parents, keeping the given order among siblings. With
 * `include`, a node that fails the test hides its whole subtree (an inactive group hides its members).
 */
export function buildTree(all: readonly EntityType[], include: (t: EntityType) => boolean = () => true): EntityTypeNode[] {
  const childrenOf = new Map<string | null, EntityType[]>();
  const ids = new Set(all.map((t) => t.id));
  for (const t of all) {
    // A parent outside the list cannot happen with the foreign key; treat such a node as a root.
    const key = t.parentId !== null && ids.has(t.parentId) ? t.parentId : null;
    childrenOf.set(key, [...(childrenOf.get(key) ?? []), t]);
  }
  const visited = new Set<string>();
  const nest = (parentId: string | null): EntityTypeNode[] =>
    (childrenOf.get(parentId) ?? [])
      .filter((t) => include(t) && !visited.has(t.id))
      .map((t) => {
        visited.add(t.id);
        return { ...t, children: nest(t.id) };
      });
  return nest(null);
}
