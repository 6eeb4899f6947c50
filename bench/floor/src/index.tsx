// The "floor": the least a React 19 + react-router 7 page can ship with this
// toolchain. The shell's first load is compared with it (target ≤ 1.25×).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';

function Home() {
  return (
    <main>
      <h1>Floor</h1>
      <p>A bare React and react-router page.</p>
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<Home />} />
        </Routes>
      </BrowserRouter>
    </StrictMode>,
  );
}
