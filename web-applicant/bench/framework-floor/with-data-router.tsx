import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { z } from 'zod/mini';
import { HomeContent, render } from './shell';

// The portal's way: a data router, server state through TanStack Query, answers checked by zod.
const self = z.object({ id: z.string(), email: z.string() });
const queryClient = new QueryClient();

function Home() {
  useQuery({ queryKey: ['self'], queryFn: async () => self.parse(await (await fetch('/api/self')).json()) });
  return <HomeContent />;
}

const router = createBrowserRouter([{ path: '/', Component: Home }]);
render(
  <QueryClientProvider client={queryClient}>
    <RouterProvider router={router} />
  </QueryClientProvider>,
);
