import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { AdminResource } from '../types';
import { withDirectory } from '../with-directory';
import { lazyScreen } from '../lazy';
import { receiptMessages } from './messages';

const ReceiptList = lazyScreen(() => import('./ReceiptList'), 'ReceiptList');

/** The cashiers' receipts of a day (issue 22 §5): by date and cashier, exported as CSV. */
const receipts: AdminResource = {
  name: 'receipts',
  list: ReceiptList,
  icon: ReceiptLongIcon,
  permission: 'payments.confirm',
  messages: withDirectory(receiptMessages),
};

export default receipts;
