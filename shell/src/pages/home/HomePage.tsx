import { Link } from 'react-router';
import { useDocumentTitle } from '@naturverse/ui';

// FIRST CUT: the full Home (sign-up, inert links while signed out) comes with the sign-in issue.
export function HomePage() {
  useDocumentTitle();
  return (
    <div className="nv-page">
      <h1>Welcome to Naturverse</h1>
      <p className="nv-page__intro">
        A playful world of kingdoms, characters and quests that teach wellness, creativity and kindness.
      </p>
      <ul>
        <li><Link to="/zones">Play</Link></li>
        <li><Link to="/naturversity">Learn</Link></li>
        <li><Link to="/naturbank">Earn</Link></li>
      </ul>
    </div>
  );
}
