// The "floor": the least a React 19 + react-router 7 page can ship with this
// toolchain. The shell's first load is compared with it (target ≤ 1.25×).
import { Profiler, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { markReactCommit } from '@naturverse/build-preset/react-commit';

// One disclosure button, like the shell's Menu: the bench's first tap (lib/first-tap.mjs) taps
// the page's first button and counts it answered when it opened.
function Home() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <h1>Floor</h1>
      <button type="button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        Menu
      </button>
      <p>{open ? 'The menu is open.' : 'A bare React and react-router page.'}</p>
    </main>
  );
}

// The bench's measuring build of the floor (lib/floor.mjs, React's profiling build) marks each
// commit with the same function as the shell (shell/src/app/profiled.tsx); the minifier drops this elsewhere.
declare const __NATURVERSE_REACT_PROFILING__: boolean;

const app = (
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<Home />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>
);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    __NATURVERSE_REACT_PROFILING__ ? (
      <Profiler id="page" onRender={markReactCommit}>
        {app}
      </Profiler>
    ) : (
      app
    ),
  );
}
