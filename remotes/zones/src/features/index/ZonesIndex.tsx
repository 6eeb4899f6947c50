import { Link } from 'react-router';
import { Page } from '@naturverse/ui';
import { ZoneIcon } from './ZoneIcon';
import { ZONES, zonePath } from './zones-list';

/** /zones: one card per zone, each a single link (spec §2 Zones). */
export function ZonesIndex() {
  return (
    <Page title="Zones" intro="Pick a zone to play, make, learn and relax.">
      <ul className="nv-grid zn-index" aria-label="All zones">
        {ZONES.map((zone) => (
          <li key={zone.slug}>
            <Link className="nv-card zn-index__card" to={zonePath(zone.slug)}>
              <ZoneIcon slug={zone.slug} />
              <h2 className="zn-index__title">{zone.title}</h2>
              <p className="zn-index__blurb">{zone.blurb}</p>
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
