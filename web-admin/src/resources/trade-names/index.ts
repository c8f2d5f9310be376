import LabelIcon from '@mui/icons-material/Label';
import { applicationResource } from '../applications/resource';

export default applicationResource('trade-names', LabelIcon, {
  en: { one: 'Trade name', many: 'Trade names' },
  ckb: { one: 'ناوی بازرگانی', many: 'ناوە بازرگانییەکان' },
  ar: { one: 'اسم تجاري', many: 'الأسماء التجارية' },
  kmr: { one: 'Navê bazirganî', many: 'Navên bazirganî' },
});
