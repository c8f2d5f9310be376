import { createElement, type ComponentType } from 'react';
import { Route } from 'react-router-dom';
import type { AdminResource, Locale } from '../types';
import { lazyScreen } from '../lazy';
import type { ApplicationKind } from './kinds';
import { CASE_FILE_MESSAGES } from './messages';
import { deepMerge } from '#src/deep-merge';

// The queue, the case file and the history are chunks of their own, loaded when first shown (issue 24 §6).
const ApplicationList = lazyScreen(() => import('./ApplicationList'), 'ApplicationList');
const ApplicationShow = lazyScreen(() => import('./ApplicationShow'), 'ApplicationShow');
const HistoryPage = lazyScreen(() => import('./HistoryPage'), 'HistoryPage');

/** The entry of one review queue: list and show are shared by the three kinds. */
export function applicationResource(
  name: ApplicationKind,
  icon: ComponentType,
  names: Record<Locale, { one: string; many: string }>,
): AdminResource {
  const messages = Object.fromEntries(
    Object.entries(names).map(([locale, n]) => [
      locale,
      deepMerge(CASE_FILE_MESSAGES[locale as Locale], { resources: { [name]: { name: `${n.one} |||| ${n.many}` } } }),
    ]),
  ) as unknown as AdminResource['messages'];
  return {
    name,
    list: ApplicationList,
    show: ApplicationShow,
    icon,
    permission: 'applications.read',
    recordRepresentation: 'name',
    // The history of an application: /admin/<kind>/<id>/history.
    routes: createElement(Route, { path: ':id/history', element: createElement(HistoryPage) }),
    messages,
  };
}
