import { Link } from 'react-router';
import { Page } from '@naturverse/ui';

interface Tile {
  to: string;
  title: string;
  emoji: string;
  blurb: string;
}

/** Spec §2: tiles to teachers, partners, languages and courses. */
export const HUB_TILES: readonly Tile[] = [
  { to: '/naturversity/teachers', title: 'Teachers', emoji: '🧑‍🏫', blurb: 'Meet friendly guides from every kingdom.' },
  { to: '/naturversity/partners', title: 'Partners', emoji: '🤝', blurb: 'Groups that help kids learn about nature.' },
  { to: '/naturversity/languages', title: 'Languages', emoji: '🗣️', blurb: 'Say hello and count to ten in six languages.' },
  { to: '/naturversity/courses', title: 'Courses', emoji: '📚', blurb: 'Enroll and tick off lessons as you learn.' },
];

/** /naturversity: the learning hub. */
export function HubPage() {
  return (
    <Page title="Naturversity" intro="Learn with teachers, partners, languages and courses from across the kingdoms.">
      <ul className="nv-grid nv-nu-list" aria-label="Naturversity areas">
        {HUB_TILES.map((tile) => (
          <li key={tile.to}>
            <Link to={tile.to} className="nv-card nv-nu-tile">
              <span className="nv-nu-emoji" aria-hidden="true">{tile.emoji}</span>
              <span className="nv-nu-tile__title">{tile.title}</span>
              <span className="nv-nu-tile__blurb">{tile.blurb}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="nv-nu-soon">Coming soon: AI tutors and step-by-step lessons.</p>
    </Page>
  );
}
