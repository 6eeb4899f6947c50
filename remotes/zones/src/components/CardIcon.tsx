/**
 * A "coming soon" card's drawn picture: a small SVG file the shell serves (shell/public/icons/,
 * precached by its worker, as the zone cards' — see features/index/ZoneIcon.tsx), not emoji,
 * which are empty boxes without a colour-emoji font. Decorative (alt=""): the
 * card's title names it.
 */
export function CardIcon({ src }: { src: string }) {
  return <img className="zn-card-icon" src={src} alt="" width={40} height={40} />;
}
