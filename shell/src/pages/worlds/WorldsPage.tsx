import { Link } from 'react-router';
import { Page } from '@naturverse/ui';
import { ALL_KINGDOMS, WORLDS } from './worlds-data';
import './worlds.css';

export default function WorldsPage() {
  return (
    <Page title="Worlds" intro={`Naturverse has ${ALL_KINGDOMS.length} kingdoms to explore. Six of them already have maps — pick one and meet its characters.`}>
      <ul className="nv-grid nv-worlds__grid" aria-label="World maps">
        {WORLDS.map((world) => (
          <li key={world.slug} className="nv-card nv-worlds__card">
            <img className="nv-worlds__map" src={world.imgSrc} alt={world.imgAlt} width={320} height={200} />
            <Link to={`/worlds/${world.slug}`}>{world.title}</Link>
            <p className="nv-muted">{world.subtitle}</p>
          </li>
        ))}
      </ul>
      <section aria-labelledby="all-kingdoms">
        <h2 id="all-kingdoms">All {ALL_KINGDOMS.length} kingdoms</h2>
        <ul className="nv-worlds__kingdoms">
          {ALL_KINGDOMS.map((name) => (
            <li key={name} className="nv-badge">
              {name}
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}
