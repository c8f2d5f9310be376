import BusinessIcon from '@mui/icons-material/Business';
import { applicationResource } from '../applications/resource';

export default applicationResource('businesses', BusinessIcon, {
  en: { one: 'Business', many: 'Businesses' },
  ckb: { one: 'کۆمپانیا', many: 'کۆمپانیاکان' },
  ar: { one: 'شركة', many: 'الشركات' },
  kmr: { one: 'Şirket', many: 'Şirket' },
});
