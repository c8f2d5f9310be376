import MapIcon from '@mui/icons-material/Map';
import PlaceIcon from '@mui/icons-material/Place';
import type { AdminResource } from '../types';
import { withDirectory } from '../admin-ui';
import { placeMessages } from './messages';
import { DistrictList, DistrictShow, ProvinceList, ProvinceShow } from './places';

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
