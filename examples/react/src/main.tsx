// A partner's React 19 app: the kit's elements are plain JSX tags, typed by
// @mc-kit/elements/react (attributes and `onmc-…` event props with their detail).
import type {} from '@mc-kit/elements/react';
import type { McNavigateDetail } from '@mc-kit/elements';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [navigation, setNavigation] = useState<McNavigateDetail | null>(null);
  return (
    <main>
      <h1>Partner app</h1>
      <p id="navigated">{navigation ? `The footer asked for ${navigation.path}` : 'No navigation yet'}</p>
      <mc-footer
        active="home"
        onmc-navigate={(event) => {
          // The app routes it itself: the player stays on this page.
          event.preventDefault();
          setNavigation(event.detail);
        }}
      />
    </main>
  );
}

const root = document.getElementById('app');
if (root) createRoot(root).render(<StrictMode><App /></StrictMode>);
