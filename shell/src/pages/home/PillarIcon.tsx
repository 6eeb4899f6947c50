import { SHELL_ICONS } from '../../lib/shell-icons';

/**
 * Home's three pillars drawn in the hero's style (flat shapes in the site's greens, sun and sky:
 * shell/public/icons/{play,learn,earn}.svg), not emoji, shown from the build's file of the
 * header's and home page's icons (one image document for all). Not inline markup or bundled
 * imports: the first load's script stays within its budget, and the worker precaches the file.
 * Decorative (alt=""): each card's heading names it.
 */
export type Pillar = 'play' | 'learn' | 'earn';

export function PillarIcon({ pillar }: { pillar: Pillar }) {
  return <img className="nv-home__icon" src={`${SHELL_ICONS}#${pillar}`} alt="" width={48} height={48} />;
}
