import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router';
import { z } from 'zod/mini';
import { HomeContent, render } from './shell';

// The same with react-router's smaller declarative mode (no loaders, no lazy routes, no navigation state).
const self = z.object({ id: z.string(), email: z.string() });
const queryClient = new QueryClient();

function Home() {
  useQuery({ queryKey: ['self'], queryFn: async () => self.parse(await (await fetch('/api/self')).json()) });
  return <HomeContent />;
}

render(
  <QueryClientProvider client={queryClient}>
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<Home />} />
      </Routes>
    </BrowserRouter>
  </QueryClientProvider>,
);
