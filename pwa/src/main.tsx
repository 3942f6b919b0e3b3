import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setGoHome } from './lib/apiClient.ts';
import { AuthPromptProvider } from './lib/authPrompt.tsx';
import { createQueryClient } from './lib/queryClient.ts';
import { createAppRouter } from './router.tsx';
import './styles.css';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// After a 401 the API client signs out and sends the visitor home through the router, which
// keeps the app (and anything running in it) alive instead of reloading the page.
setGoHome(() => void router.navigate({ to: '/' }));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AuthPromptProvider>
        <RouterProvider router={router} />
      </AuthPromptProvider>
    </QueryClientProvider>
  </StrictMode>,
);
