// First: it must run before any module that builds a zod schema.
import './zodWithoutEval.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setGoHome } from './lib/apiClient.ts';
import { AuthPromptProvider } from './lib/authPrompt.tsx';
import { createQueryClient } from './lib/queryClient.ts';
import { createAppRouter } from './router.tsx';
import './styles.css';

/** Longest the boot skeleton waits for the first page's data before the app renders anyway. */
const FIRST_PAGE_WAIT_MS = 3000;

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// After a 401 the API client signs out and sends the visitor home through the router, which
// keeps the app (and anything running in it) alive instead of reloading the page.
setGoHome(() => void router.navigate({ to: '/' }));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// index.html paints the header and skeleton cards before any script runs; React replaces them. Let
// the first page fetch its data meanwhile, so the skeleton gives way to the page itself rather
// than to an empty one; a slow answer does not hold the app back longer than this.
void Promise.race([
  router.load().catch(() => undefined),
  new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS)),
]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AuthPromptProvider>
          <RouterProvider router={router} />
        </AuthPromptProvider>
      </QueryClientProvider>
    </StrictMode>,
  ),
);
