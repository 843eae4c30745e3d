import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createAppRouter } from './app/router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the app in.');

// The router starts loading the chunks of the page in the address bar as soon as it exists:
// created here, they download while React renders the shell instead of after it.
const router = createAppRouter();

// The HTML already shows the loading state, so the first render can be a transition: React
// renders in short slices and the page stays responsive to input while it does.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
});
