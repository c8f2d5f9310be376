import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { render } from './shell';

// The controls of the name search (a name, a protection level, an activity picker, a results table) on the portal's router.
function Search() {
  return (
    <main>
      <TextField label="name" />
      <RadioGroup>
        <FormControlLabel value="national" control={<Radio />} label="national" />
      </RadioGroup>
      <Autocomplete options={['a', 'b']} renderInput={(params) => <TextField {...params} label="activity" />} />
      <Alert severity="success">ok</Alert>
      <Table>
        <TableBody>
          <TableRow>
            <TableCell>name</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </main>
  );
}

render(
  <QueryClientProvider client={new QueryClient()}>
    <RouterProvider router={createBrowserRouter([{ path: '/', Component: Search }])} />
  </QueryClientProvider>,
);
