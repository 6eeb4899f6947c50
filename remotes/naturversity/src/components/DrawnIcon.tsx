/**
 * A card's drawn picture: a small SVG file the shell serves (shell/public/icons/, precached by
 * its worker), not emoji, which are empty boxes without a colour-emoji font.
 * Decorative (alt=""): the card's title names it. The hub's standalone page shows none.
 */
export function DrawnIcon({ src }: { src: string }) {
  return <img className="nv-nu-icon" src={src} alt="" width={40} height={40} />;
}
