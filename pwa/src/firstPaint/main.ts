// The first paint's script (firstPages.ts), built apart from the app by vite.config.ts.
import { paintFirstPage } from './firstPages.ts';

paintFirstPage().catch(() => {
  // The skeleton stays; the app draws the page when it arrives.
});
