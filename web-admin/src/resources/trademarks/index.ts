import CopyrightIcon from '@mui/icons-material/Copyright';
import { applicationResource } from '../applications/resource';

export default applicationResource('trademarks', CopyrightIcon, {
  en: { one: 'Trademark', many: 'Trademarks' },
  ckb: { one: 'نیشانەی بازرگانی', many: 'نیشانە بازرگانییەکان' },
  ar: { one: 'علامة تجارية', many: 'العلامات التجارية' },
  kmr: { one: 'Nîşana bazirganî', many: 'Nîşanên bazirganî' },
});
