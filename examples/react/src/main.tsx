// A partner's React 19 app: the kit's elements are plain JSX tags, typed by
// @mc-kit/elements/react (attributes and `onmc-…` event props with their detail).
import type {} from '@mc-kit/elements/react';
import type { McErrorKind, McNavigateDetail } from '@mc-kit/elements';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [navigation, setNavigation] = useState<McNavigateDetail | null>(null);
  const [state, setState] = useState<'waiting' | 'ready' | McErrorKind>('waiting');
  return (
    <main>
      <h1>Partner app</h1>
      <p id="navigated">{navigation ? `The footer asked for ${navigation.path}` : 'No navigation yet'}</p>
      <p id="footer-state">{state}</p>
      <mc-footer
        active="home"
        onmc-ready={(event) => setState(event.detail.tag === 'mc-footer' ? 'ready' : 'waiting')}
        onmc-error={(event) => setState(event.detail.kind ?? 'waiting')}
        onmc-navigate={(event) => {
          // The app routes it itself: the player stays on this page.
          event.preventDefault();
          setNavigation(event.detail);
        }}
      >
        {/* Shown if the kit's code never arrives. */}
        <a href="https://platform.example/m/home">Open the site</a>
      </mc-footer>
    </main>
  );
}

const root = document.getElementById('app');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
