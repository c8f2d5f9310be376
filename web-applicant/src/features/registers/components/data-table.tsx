import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The row's header cell (its name): `<th scope="row">`. */
  rowHeader?: boolean;
}

/**
 * A table with a caption and column headers; the first naming cell is the row's header. Wider
 * than the screen (320 px), it scrolls inside its own region, which the keyboard can reach.
 */
export function DataTable<T extends { id: string }>({
  id,
  caption,
  columns,
  rows,
}: {
  id: string;
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
}) {
  return (
    <TableContainer
      role="region"
      aria-labelledby={`${id}-caption`}
      tabIndex={0}
      sx={{ position: 'relative', '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
    >
      <Table id={id} size="small">
        <Box
          component="caption"
          id={`${id}-caption`}
          style={{ captionSide: 'top' }}
          sx={{ textAlign: 'start', fontWeight: 700, padding: '8px 0', color: 'text.primary' }}
        >
          {caption}
        </Box>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} component="th" scope="col" sx={{ fontWeight: 700, textAlign: 'start' }}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <TableCell key={column.key} component="th" scope="row" sx={{ textAlign: 'start' }}>
                    {column.cell(row)}
                  </TableCell>
                ) : (
                  <TableCell key={column.key} sx={{ textAlign: 'start' }}>
                    {column.cell(row)}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
