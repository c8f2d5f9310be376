import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { render } from './shell';

// The controls of the registration's first step (kind of business, e-mail, an error summary) in react-hook-form on the portal's router.
function Step() {
  const { register, handleSubmit } = useForm<{ email: string; type: string }>();
  return (
    <form onSubmit={handleSubmit(() => undefined)}>
      <Alert severity="error">problem</Alert>
      <RadioGroup>
        <FormControlLabel value="local_company" control={<Radio {...register('type')} />} label="local" />
      </RadioGroup>
      <TextField label="email" {...register('email')} />
      <Button type="submit">continue</Button>
    </form>
  );
}

render(
  <QueryClientProvider client={new QueryClient()}>
    <RouterProvider router={createBrowserRouter([{ path: '/', Component: Step }])} />
  </QueryClientProvider>,
);
