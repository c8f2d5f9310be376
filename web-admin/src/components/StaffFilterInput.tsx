import { useState } from 'react';
import { useGetMany, useInput } from 'react-admin';
import type { StaffChoice } from './staff-search';
import { StaffPicker } from './StaffPicker';

/**
 * A list filter on a member of staff of one role (`StaffPicker`). The filter's value stays what
 * the list's API reads: an extra's id or a staff id; cleared, no filter.
 */
export function StaffFilterInput({
  source,
  label,
  role,
  extras = [],
  emptyText,
}: {
  source: string;
  label: string;
  role: 'reviewer' | 'cashier';
  extras?: readonly StaffChoice[];
  emptyText?: string;
  alwaysOn?: boolean;
}) {
  const { field, id } = useInput({ source });
  const value = typeof field.value === 'string' ? field.value : '';
  const extra = extras.find((e) => e.id === value);
  // The one just picked is named at once; one chosen before (a reload, a link to a filtered list) once read.
  const [picked, setPicked] = useState<StaffChoice | null>(null);
  const { data: named } = useGetMany('staff', { ids: value && !extra && picked?.id !== value ? [value] : [] });
  const chosen: StaffChoice | null = !value
    ? null
    : (extra ?? (picked?.id === value ? picked : named?.[0] ? { id: String(named[0].id), name: String(named[0].name) } : null));
  return (
    <StaffPicker
      id={id}
      role={role}
      label={label}
      value={chosen}
      extras={extras}
      emptyText={emptyText}
      onChange={(next) => {
        setPicked(next);
        field.onChange(next?.id ?? '');
      }}
    />
  );
}
