import { createElement } from 'react';
import PaginationItem from '@mui/material/PaginationItem';
import {
  Pagination,
  PaginationActions,
  useTranslate,
  type PaginationActionsProps,
  type PaginationProps,
  type RaThemeOptions,
} from 'react-admin';
import { useCaseFormat } from '../resources/applications/case-format';
import { deepMerge } from '../deep-merge';

const ROWS_PER_PAGE = [5, 10, 25, 50];

/**
 * The page buttons in the reader's digits, the navigation named in the reader's language (MUI's
 * own name is "pagination navigation"). The range and counts ("١–٦ لە ٦") come from
 * ra.navigation.page_range_info, whose numbers the i18n provider writes in the reader's digits.
 */
function LocalPaginationActions(props: PaginationActionsProps) {
  const translate = useTranslate();
  const format = useCaseFormat();
  return (
    <PaginationActions
      {...props}
      aria-label={translate('admin.pagination.navigation')}
      renderItem={(item) => <PaginationItem {...item} page={typeof item.page === 'number' ? format.number(item.page) : item.page} />}
    />
  );
}

/** react-admin's list pagination with every number in the reader's digits (docs/web-admin.md "Numbers"). */
export function LocalPagination(props: PaginationProps) {
  const format = useCaseFormat();
  const options = (props.rowsPerPageOptions ?? ROWS_PER_PAGE).map((option) =>
    typeof option === 'number' ? { value: option, label: format.number(option) } : option,
  );
  return <Pagination actions={LocalPaginationActions} {...props} rowsPerPageOptions={options} />;
}

/** A theme whose lists (react-admin's <List>, by its theme props) paginate with LocalPagination unless told otherwise. */
export function withLocalPagination(theme: RaThemeOptions): RaThemeOptions {
  return deepMerge(theme, { components: { RaList: { defaultProps: { pagination: createElement(LocalPagination) } } } }) as RaThemeOptions;
}
