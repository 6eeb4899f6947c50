/**
 * Home's three pillars drawn in the hero's style (flat shapes in the site's greens, sun and sky:
 * shell/public/icons/{play,learn,earn}.svg), not emoji. Files, not inline markup
 * or bundled imports: the first load's script stays within its budget, and the worker precaches
 * them. Decorative (alt=""): each card's heading names it.
 */
export type Pillar = 'play' | 'learn' | 'earn';

export function PillarIcon({ pillar }: { pillar: Pillar }) {
  return <img className="nv-home__icon" src={`/icons/${pillar}.svg`} alt="" width={48} height={48} />;
}
