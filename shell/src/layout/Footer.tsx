import { Link } from 'react-router';

export const SOCIAL_URL = 'https://www.youtube.com/@naturverse';

export function Footer() {
  return (
    <footer className="nv-footer">
      <p>© {new Date().getFullYear()} Naturverse</p>
      <nav aria-label="Footer">
        <ul>
          <li><Link to="/about">About</Link></li>
          <li><Link to="/contact">Contact</Link></li>
          <li><Link to="/terms">Terms</Link></li>
          <li><Link to="/privacy">Privacy</Link></li>
          <li><Link to="/accessibility">Accessibility</Link></li>
          <li>
            <a href={SOCIAL_URL} target="_blank" rel="noopener noreferrer">
              Naturverse on YouTube<span className="nv-visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        </ul>
      </nav>
    </footer>
  );
}
