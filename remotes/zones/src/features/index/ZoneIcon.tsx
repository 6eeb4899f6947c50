/**
 * Each zone card's picture, a small flat SVG in the site's palette, not emoji:
 * emoji draw as empty boxes without a colour-emoji font and differ on every device. Files of
 * their own, not inline, so the index's script stays within its budget.
 * Served by the shell (shell/public/icons/zones/) and shown from the one file its build makes of
 * them (`/icons/zones.svg#<slug>`: one image document for the ten cards instead of ten, each
 * ~10–20 ms of a slow tablet's main thread), which its service worker precaches: a hub's
 * own images are not in its mf-manifest.json, so the worker could not warm them and the cards
 * lost their pictures offline (e2e/offline/offline-play.spec.ts). The hub's standalone page
 * shows none; moving them back needs the worker to learn a hub's images.
 * Decorative (alt=""): the card's heading names the zone.
 */
const SLUGS = ['arcade', 'music', 'wellness', 'creator-lab', 'stories', 'quizzes', 'observations', 'culture', 'community', 'future'];

export const ZONE_ICONS: Record<string, string> = Object.fromEntries(SLUGS.map((slug) => [slug, `/icons/zones.svg#${slug}`]));

export function ZoneIcon({ slug }: { slug: string }) {
  return <img className="zn-index__icon" src={ZONE_ICONS[slug]} alt="" width={44} height={44} />;
}
