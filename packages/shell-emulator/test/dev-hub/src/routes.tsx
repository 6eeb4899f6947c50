import { Route, Routes } from 'react-router';
import { HEADING } from './heading';

/** The one route entry a hub exposes. */
export default function DevHubRoutes() {
  return (
    <Routes>
      <Route path="/navatar" element={<h1>{HEADING}</h1>} />
    </Routes>
  );
}
