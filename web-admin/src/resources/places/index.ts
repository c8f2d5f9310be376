import MapIcon from '@mui/icons-material/Map';
import PlaceIcon from '@mui/icons-material/Place';
import type { AdminResource } from '../types';
import { withDirectory } from '../with-directory';
import { lazyScreen } from '../lazy';
import { placeMessages } from './messages';

const DistrictList = lazyScreen(() => import('./places'), 'DistrictList');
const DistrictShow = lazyScreen(() => import('./places'), 'DistrictShow');
const ProvinceList = lazyScreen(() => import('./places'), 'ProvinceList');
const ProvinceShow = lazyScreen(() => import('./places'), 'ProvinceShow');

/** Provinces and districts (issue 9, 6): read-only reference data, every member of staff. */
export const provinces: AdminResource = {
  name: 'provinces',
  list: ProvinceList,
  show: ProvinceShow,
  icon: MapIcon,
  recordRepresentation: 'name',
  messages: withDirectory(placeMessages),
};

export const districts: AdminResource = {
  name: 'districts',
  list: DistrictList,
  show: DistrictShow,
  icon: PlaceIcon,
  recordRepresentation: 'name',
  messages: withDirectory(placeMessages),
};

export default [provinces, districts];
