import type { AdminResource } from './types';
import tradeNames from './trade-names';
import businesses from './businesses';
import trademarks from './trademarks';
import users from './users';
import entityTypes from './entity-types';
import activities from './activities';
import places from './places';
import legacyNames from './legacy-names';
import notifications from './notifications';
import directorates from './directorates';
import receipts from './receipts';
import workingCalendar from './working-calendar';
import securityLog from './security-log';
import auditTrail from './audit-trail';

export type { AdminResource } from './types';

/**
 * Every resource of the back office. App.tsx renders each entry as a `<Resource>` when the user
 * holds its `permission`; the i18n provider merges each entry's `messages`. Add an entry here
 * (one folder per resource exporting its AdminResource, as in react-admin's demo) to plug a
 * resource in.
 */
export const adminResources: AdminResource[] = [
  tradeNames,
  businesses,
  trademarks,
  notifications,
  receipts,
  users,
  entityTypes,
  activities,
  ...places,
  directorates,
  legacyNames,
  workingCalendar,
  securityLog,
  auditTrail,
];
