import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button, Stack } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CaseFilePerson } from '#src/providers/data-provider';
import type { DocumentReference } from './DocumentPreview';
import { useCaseFormat } from './case-format';
import { useGeography } from './geography';
import { DetailsView } from './DetailsView';
import { fieldLabel } from './labels';
import { isUploadId, useFileNames } from './file-names';

interface ActivityNode {
  id: string;
  label: string;
  parentId: string | null;
}

/**
 * Each activity class with its ISIC path, section › division › group › class, in the reader's
 * language (`/api/admin/activities?id=…`, asked level by level up to the sections).
 */
export function useActivityPaths(ids: readonly string[]): Map<string, string> {
  const dataProvider = useDataProvider();
  const [nodes, setNodes] = useState<Map<string, ActivityNode>>(new Map());
  const key = [...ids].sort().join(',');
  useEffect(() => {
    let live = true;
    (async () => {
      const known = new Map<string, ActivityNode>();
      let wanted = [...new Set(ids)];
      // Four levels at most: class, group, division, section.
      for (let level = 0; level < 4 && wanted.length; level++) {
        const { data } = await dataProvider.getMany<ActivityNode & { id: string }>('activities', { ids: wanted });
        for (const node of data) known.set(String(node.id), { id: String(node.id), label: node.label, parentId: node.parentId });
        wanted = [...new Set(data.map((n) => n.parentId).filter((p): p is string => !!p && !known.has(p)))];
      }
      if (live) setNodes(known);
    })().catch(() => undefined);
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the ids
  }, [key, dataProvider]);
  return useMemo(() => {
    const paths = new Map<string, string>();
    for (const id of ids) {
      const trail: string[] = [];
      for (let node = nodes.get(id); node && trail.length < 5; node = node.parentId ? nodes.get(node.parentId) : undefined)
        trail.unshift(node.label);
      if (trail.length) paths.set(id, `${id} — ${trail.join(' › ')}`);
    }
    return paths;
  }, [ids, nodes]);
}

const DATE_KEY = /(date|expiry|Date)$/;
const NUMBER_KEYS = new Set([
  'lat',
  'lng',
  'capital_in_number',
  'number_of_shares',
  'company_capital',
  'yearly_budget',
  'last_year_budget',
  'income',
  'expenses',
  'last_year_profit',
]);
const COUNTRY_KEYS = new Set(['country', 'country_of_registration']);

/**
 * The payload's codes as text in the reader's language (places by name, the name's language,
 * countries, amounts, dates, activities with their path), or undefined for a value that is no
 * code: the case file's fields and the return dialog's list write them alike (issue 24 §5: the
 * dialog showed `ckb` and `erbil-shaqlawa`).
 */
export function useCodeText(details: Record<string, unknown> | undefined): (key: string, value: unknown) => string | undefined {
  const translate = useTranslate();
  const format = useCaseFormat();
  const { provinces, districts } = useGeography();
  const activityIds = useMemo(() => (Array.isArray(details?.activity_ids) ? (details!.activity_ids as string[]) : []), [details]);
  const activityPaths = useActivityPaths(activityIds);
  return (key, value) => {
    if (key === 'district_id' && typeof value === 'string') return districts.find((d) => d.id === value)?.name ?? value;
    if (key === 'province_id' && typeof value === 'string') return provinces.find((p) => p.id === value)?.name ?? value;
    if (key === 'activity_ids' && typeof value === 'string') return activityPaths.get(value) ?? value;
    // The language's name in the reader's language (admin.languages are endonyms, for the language menu).
    if (key === 'locale' && typeof value === 'string') return translate(`admin.fields.${value}`, { _: value });
    if (COUNTRY_KEYS.has(key) && typeof value === 'string') return format.country(value);
    if (key === 'owning_percentage' && typeof value === 'number') return `${format.number(value)}%`;
    if (NUMBER_KEYS.has(key) && typeof value === 'number') return format.number(value);
    if (DATE_KEY.test(key) && typeof value === 'string') return format.date(value);
    return undefined;
  };
}

export type FieldResolver = (key: string, value: unknown, path: string) => ReactNode | undefined;

/**
 * The payload's codes as the reviewer reads them: places by name, activities with their path,
 * countries by name, amounts grouped, dates localized, UPNs with the civil registry's name, and
 * upload ids as buttons that open the document in the viewer beside the fields.
 */
export function useFieldResolver({
  details,
  persons,
  documents,
  onView,
}: {
  details: Record<string, unknown> | undefined;
  persons: readonly CaseFilePerson[];
  documents: readonly DocumentReference[];
  onView: (document: DocumentReference) => void;
}): FieldResolver {
  const translate = useTranslate();
  const format = useCaseFormat();
  const activityIds = useMemo(() => (Array.isArray(details?.activity_ids) ? (details!.activity_ids as string[]) : []), [details]);
  const activityPaths = useActivityPaths(activityIds);
  const codeText = useCodeText(details);
  return (key, value, path) => {
    if (key === 'activity_ids' && Array.isArray(value)) {
      return (
        <Stack component="span" sx={{ display: 'flex' }}>
          {value.map((id) => (
            <span key={String(id)}>{activityPaths.get(String(id)) ?? String(id)}</span>
          ))}
        </Stack>
      );
    }
    if (key === 'number_of_shares' && typeof value === 'number') {
      const capital = (details?.company as { capital_in_number?: unknown } | undefined)?.capital_in_number;
      const percent = typeof capital === 'number' && capital > 0 ? Math.round((value * 10_000) / capital) / 100 : null;
      return percent === null
        ? format.number(value)
        : `${format.number(value)} (${translate('admin.case_file.share', { percent: format.number(percent) })})`;
    }
    const code = codeText(key, value);
    if (code !== undefined) return code;
    if (key === 'upn' && typeof value === 'string') {
      const person = persons.find((p) => p.upn === value);
      return person?.found ? `${value} — ${[person.firstName, person.lastName].filter(Boolean).join(' ')}` : value;
    }
    const held = documents.filter((d) => d.field === path || d.field.startsWith(`${path}[`));
    if (held.length && (typeof value === 'string' || Array.isArray(value))) {
      return (
        <Stack component="span" direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {held.map((d) => (
            <Button key={d.field} size="small" variant="outlined" startIcon={<VisibilityIcon />} onClick={() => onView(d)}>
              {`${translate('admin.case_file.view')}: ${fieldLabel(translate, d.field)}`}
            </Button>
          ))}
        </Stack>
      );
    }
    return undefined;
  };
}

/** Every upload id a payload holds, at any depth. */
function uploadIdsIn(value: unknown): string[] {
  if (isUploadId(value)) return [value];
  if (Array.isArray(value)) return value.flatMap(uploadIdsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(uploadIdsIn);
  return [];
}

/**
 * A state the audit recomputed (the state after an event, the state at a time), its codes in
 * words as the case file writes them: places, the name's language, countries, amounts, dates,
 * activities. Without the case file's live links (today's documents, the civil registry's
 * names), which need not be what that state held. A document is its kind (the field's label) and
 * its file's name (an upload never changes, so its name is what that state held), not its id.
 */
export function RecordedDetailsView({ details }: { details: unknown }) {
  const translate = useTranslate();
  const recorded =
    details !== null && typeof details === 'object' && !Array.isArray(details) ? (details as Record<string, unknown>) : undefined;
  const codeText = useCodeText(recorded);
  const files = useFileNames(uploadIdsIn(details));
  const fileText = (id: string) => files[id] ?? translate('admin.history.document');
  const resolve: FieldResolver = (key, value) => {
    if (isUploadId(value)) return fileText(value);
    if (Array.isArray(value) && value.length > 0 && value.every(isUploadId)) return value.map(fileText).join('، ');
    if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')) {
      const texts = value.map((item) => codeText(key, item));
      return texts.some((text) => text !== undefined) ? value.map((item, i) => texts[i] ?? String(item)).join('، ') : undefined;
    }
    return codeText(key, value);
  };
  return <DetailsView value={details} resolve={resolve} />;
}
