import { Link, Navigate, useParams } from 'react-router';
import { Page } from '@naturverse/ui';
import { FallbackImage } from './FallbackImage';
import { characterImageCandidates, findCharacter, findWorld } from './worlds-data';
import './worlds.css';

export default function CharacterPage() {
  const { slug, name } = useParams();
  const world = findWorld(slug);
  const character = findCharacter(world, name);
  if (!world || !character) {
    return (
      <Page title="Character not found.">
        <p>
          <Link to={world ? `/worlds/${world.slug}` : '/worlds'}>{world ? `Back to ${world.title}` : 'See all worlds'}</Link>
        </p>
      </Page>
    );
  }
  if (slug !== world.slug) return <Navigate to={`/worlds/${world.slug}/characters/${character.name}`} replace />;

  return (
    <Page title={character.title}>
      <FallbackImage
        key={`${world.slug}/${character.name}`}
        className="nv-character__img"
        candidates={characterImageCandidates(world.slug, character.name)}
        alt={character.alt}
        width={240}
        height={240}
        fallback={<p className="nv-muted">No picture of {character.title} yet.</p>}
      />
      <p>{character.blurb}</p>
      <p>
        <Link to={`/worlds/${world.slug}`}>Back to {world.title}</Link>
      </p>
    </Page>
  );
}
