import SecurityIcon from '@mui/icons-material/Security';
import type { AdminResource } from '../types';
import { withDirectory } from '../with-directory';
import { lazyScreen } from '../lazy';
import { auditMessages } from '../audit/messages';

const SecurityLogList = lazyScreen(() => import('./SecurityLogList'), 'SecurityLogList');

/** The security log for auditors (issue 24 §1): sign-ins, failures, lock-outs, account, role and authenticator changes. */
const securityLog: AdminResource = {
  name: 'security-log',
  list: SecurityLogList,
  icon: SecurityIcon,
  permission: 'audit.read',
  messages: withDirectory(auditMessages),
};

export default securityLog;
