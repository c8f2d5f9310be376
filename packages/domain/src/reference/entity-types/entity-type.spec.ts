import { describe, expect, it } from 'vitest';
import { buildTree, changesBetween, duplicateNameProblems, parentProblems, type EntityType } from './entity-type.js';

const type = (id: string, parentId: string | null, en = id, status: EntityType['status'] = 'active'): EntityType => ({
  id,
  parentId,
  names: { ckb: `${en} ckb`, en, ar: `${en} ar`, kmr: `${en} kmr` },
  selectable: true,
  levelKinds: [],
  ownerKinds: [],
  status,
  version: 1,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

// company → limited → limited-special; branch
const all = [type('company', null), type('limited', 'company'), type('special', 'limited'), type('branch', null)];

describe('parent rules', () => {
  it('given no parent, when checked, then a top-level type is fine', () => {
    expect(parentProblems('limited', null, all)).toEqual([]);
  });

  it('given a parent that does not exist, when checked, then entity-type.parent-unknown on parentId', () => {
    expect(parentProblems(null, 'nowhere', all)).toEqual([{ code: 'entity-type.parent-unknown', field: 'parentId' }]);
  });

  it('given a move under another branch of the tree, when checked, then it is fine', () => {
    expect(parentProblems('limited', 'branch', all)).toEqual([]);
  });

  it.each([
    ['itself', 'company', 'company'],
    ['its child', 'company', 'limited'],
    ['its grandchild', 'company', 'special'],
  ])('given a move under %s, when checked, then entity-type.cycle', (_, id, parentId) => {
    expect(parentProblems(id, parentId, all)).toEqual([{ code: 'entity-type.cycle', field: 'parentId' }]);
  });
});

describe('sibling names', () => {
  it('given a sibling with the same English name in another case, when checked, then names.en is a duplicate', () => {
    const names = { ckb: 'new ckb', en: ' LIMITED ', ar: 'new ar', kmr: 'new kmr' };
    expect(duplicateNameProblems(null, 'company', names, all)).toEqual([{ code: 'entity-type.duplicate-name', field: 'names.en' }]);
  });

  it('given the same name under another parent, or the type itself, when checked, then it is fine', () => {
    expect(duplicateNameProblems(null, 'branch', all[1]!.names, all)).toEqual([]);
    expect(duplicateNameProblems('limited', 'company', all[1]!.names, all)).toEqual([]);
  });
});

describe('changes and tree', () => {
  it('given a change of one field and a reordered list, when compared, then only the changed field is reported', () => {
    const before = {
      parentId: null,
      names: all[0]!.names,
      selectable: true,
      levelKinds: ['kri_level', 'district_level'] as const,
      ownerKinds: [],
      status: 'active' as const,
    };
    const after = { ...before, levelKinds: ['district_level', 'kri_level'] as const, selectable: false };
    expect(changesBetween(before, after)).toEqual({ selectable: { from: true, to: false } });
  });

  it('given nothing before, when compared, then every field is reported as created', () => {
    expect(Object.keys(changesBetween(null, all[0]!))).toEqual(['parentId', 'names', 'selectable', 'levelKinds', 'ownerKinds', 'status']);
  });

  it('given a flat list, when nested, then children sit under their parents in list order', () => {
    const tree = buildTree(all);
    expect(tree.map((n) => n.id)).toEqual(['company', 'branch']);
    expect(tree[0]!.children.map((n) => n.id)).toEqual(['limited']);
    expect(tree[0]!.children[0]!.children.map((n) => n.id)).toEqual(['special']);
  });

  it('given an inactive group, when nested with only active types, then its whole subtree is left out', () => {
    const list = [type('company', null, 'company', 'inactive'), type('limited', 'company'), type('branch', null)];
    expect(buildTree(list, (t) => t.status === 'active').map((n) => n.id)).toEqual(['branch']);
  });
});
