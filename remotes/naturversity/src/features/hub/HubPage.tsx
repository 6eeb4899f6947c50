import { Link } from 'react-router';
import { Page } from '@naturverse/ui';
import { DrawnIcon } from '../../components/DrawnIcon';

interface Tile {
  to: string;
  title: string;
  /** its drawn picture, served by the shell */
  icon: string;
  blurb: string;
}

/** Spec §2: tiles to teachers, partners, languages and courses. */
export const HUB_TILES: readonly Tile[] = [
  { to: '/naturversity/teachers', title: 'Teachers', icon: '/icons/naturversity/teachers.svg', blurb: 'Meet friendly guides from every kingdom.' },
  { to: '/naturversity/partners', title: 'Partners', icon: '/icons/naturversity/partners.svg', blurb: 'Groups that help kids learn about nature.' },
  { to: '/naturversity/languages', title: 'Languages', icon: '/icons/naturversity/languages.svg', blurb: 'Say hello and count to ten in six languages.' },
  { to: '/naturversity/courses', title: 'Courses', icon: '/icons/learn.svg', blurb: 'Enroll and tick off lessons as you learn.' },
];

/** /naturversity: the learning hub. */
export function HubPage() {
  return (
    <Page title="Naturversity" intro="Learn with teachers, partners, languages and courses from across the kingdoms.">
      <ul className="nv-grid nv-nu-list" aria-label="Naturversity areas">
        {HUB_TILES.map((tile) => (
          <li key={tile.to}>
            <Link to={tile.to} className="nv-card nv-nu-tile">
              <DrawnIcon src={tile.icon} />
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
