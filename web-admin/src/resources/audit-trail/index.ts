import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import type { AdminResource } from '../types';
import { withDirectory } from '../with-directory';
import { lazyScreen } from '../lazy';
import { auditMessages } from '../audit/messages';

const AuditTrailPage = lazyScreen(() => import('./AuditTrailPage'), 'AuditTrailPage');

/** One person's activity across every stream (issue 24 §1): a staff member or an applicant. */
const auditTrail: AdminResource = {
  name: 'audit-trail',
  list: AuditTrailPage,
  icon: ManageSearchIcon,
  permission: 'audit.read',
  messages: withDirectory(auditMessages),
};

export default auditTrail;
