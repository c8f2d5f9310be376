import type { ComponentType, ReactElement, ReactNode } from 'react';

export type Locale = 'ckb' | 'en' | 'ar' | 'kmr';
export const LOCALES: readonly Locale[] = ['ckb', 'en', 'ar', 'kmr'];
export const RTL_LOCALES: ReadonlySet<string> = new Set(['ckb', 'ar']);

/**
 * One entry of the back office (src/resources/index.ts): App.tsx renders it as a react-admin
 * `<Resource>` when the signed-in user holds `permission`, and the i18n provider merges its
 * `messages` into each language's catalogue (deep merge at the root: put the resource's texts
 * under `resources.<name>`, react-admin's convention for names and field labels).
 */
export interface AdminResource {
  name: string;
  list?: ComponentType | ReactElement;
  show?: ComponentType | ReactElement;
  edit?: ComponentType | ReactElement;
  create?: ComponentType | ReactElement;
  icon?: ComponentType;
  options?: Record<string, unknown>;
  /** Extra routes under `/<name>/…` (react-router `<Route>` elements). */
  routes?: ReactNode;
  /** Shown in the menu? (default: when it has a list.) */
  menu?: boolean;
  recordRepresentation?: string | ((record: any) => string);
  messages: Record<Locale, Record<string, unknown>>;
  /** The permission (or all of these) the user must hold (GET /api/v1/users/self/permissions). */
  permission?: string | string[];
  /** Permission for create / edit (the buttons are hidden without it). */
  writePermission?: string | string[];
}
