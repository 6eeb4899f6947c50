/**
 * Each zone card's picture, a small flat SVG in the site's palette (./icons/<slug>.svg), not
 * emoji (issue 26 item 6): emoji draw as empty boxes without a colour-emoji font and differ on
 * every device. Files of their own, not inline, so the index's script stays within its budget.
 * Decorative (alt=""): the card's heading names the zone.
 */
import arcade from './icons/arcade.svg?url';
import community from './icons/community.svg?url';
import creatorLab from './icons/creator-lab.svg?url';
import culture from './icons/culture.svg?url';
import future from './icons/future.svg?url';
import music from './icons/music.svg?url';
import observations from './icons/observations.svg?url';
import quizzes from './icons/quizzes.svg?url';
import stories from './icons/stories.svg?url';
import wellness from './icons/wellness.svg?url';

export const ZONE_ICONS: Record<string, string> = {
  arcade,
  music,
  wellness,
  'creator-lab': creatorLab,
  stories,
  quizzes,
  observations,
  culture,
  community,
  future,
};

export function ZoneIcon({ slug }: { slug: string }) {
  return <img className="zn-index__icon" src={ZONE_ICONS[slug]} alt="" width={44} height={44} />;
}
