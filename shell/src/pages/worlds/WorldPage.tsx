import { Link, Navigate, useParams } from 'react-router';
import { Page } from '@naturverse/ui';
import { FallbackImage } from './FallbackImage';
import { canonicalSlug, characterImageCandidates, findWorld } from './worlds-data';
import './worlds.css';

export default function WorldPage() {
  const { slug } = useParams();
  const world = findWorld(slug);
  if (!world) {
    return (
      <Page title="World not found.">
        <p>
          <Link to="/worlds">See all worlds</Link>
        </p>
      </Page>
    );
  }
  // Old names (chinadia, indilandia) land on the world's own address.
  if (slug !== world.slug && canonicalSlug(slug) === world.slug) return <Navigate to={`/worlds/${world.slug}`} replace />;

  return (
    <Page title={world.title} intro="Zoom into landmarks, routes, and regions.">
      <img className="nv-worlds__hero" src={world.imgSrc} alt={world.imgAlt} width={720} height={450} />
      <p>{world.subtitle}</p>
      <section aria-labelledby="characters-heading" className="nv-stack">
        <h2 id="characters-heading">Characters</h2>
        {world.characters.length === 0 ? (
          <p className="nv-empty">Characters coming soon.</p>
        ) : (
          <ul className="nv-gallery">
            {world.characters.map((c) => (
              <li key={c.name}>
                <figure>
                  {/* spec §8: a character image that fails to load hides */}
                  <FallbackImage candidates={characterImageCandidates(world.slug, c.name)} alt={c.alt} width={240} height={240} loading="lazy" />
                  <figcaption>
                    <Link to={`/worlds/${world.slug}/characters/${c.name}`}>{c.title}</Link>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}
