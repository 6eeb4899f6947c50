/** Nature collectibles for the NFT preview: our own small SVG drawings (spec §2: preview only). */
import type { ReactElement } from 'react';

export interface Collectible {
  id: string;
  name: string;
  blurb: string;
  /** Spoken description of the picture. */
  alt: string;
  Art: () => ReactElement;
}

const frame = { width: 160, height: 120, viewBox: '0 0 160 120', className: 'nv-bank__art' } as const;

function SunnyLeaf() {
  return (
    <svg {...frame} aria-hidden="true" focusable="false">
      <rect width="160" height="120" fill="#fff6d6" />
      <circle cx="128" cy="28" r="16" fill="#f6c343" />
      <path d="M40 96 C40 50 80 24 124 30 C118 74 88 100 40 96 Z" fill="#2f7d4f" />
      <path d="M40 96 C66 74 90 56 116 38" stroke="#e3f0e0" strokeWidth="3" fill="none" />
    </svg>
  );
}

function MountainDawn() {
  return (
    <svg {...frame} aria-hidden="true" focusable="false">
      <rect width="160" height="120" fill="#fde3c8" />
      <circle cx="80" cy="70" r="22" fill="#f29b4b" />
      <path d="M0 120 L50 50 L80 86 L112 40 L160 120 Z" fill="#1e5b3a" />
      <path d="M112 40 L100 58 L112 54 L122 58 Z" fill="#fffaf0" />
    </svg>
  );
}

function RiverTurtle() {
  return (
    <svg {...frame} aria-hidden="true" focusable="false">
      <rect width="160" height="120" fill="#d6ecf7" />
      <path d="M0 92 Q40 82 80 92 T160 92 V120 H0 Z" fill="#1a5d8f" />
      <ellipse cx="80" cy="70" rx="34" ry="22" fill="#2f7d4f" />
      <path d="M62 62 L80 54 L98 62 L92 80 L68 80 Z" fill="#8fc79a" />
      <circle cx="120" cy="66" r="9" fill="#6b9f5b" />
      <circle cx="123" cy="64" r="1.8" fill="#1b261f" />
      <ellipse cx="56" cy="88" rx="7" ry="4" fill="#6b9f5b" />
      <ellipse cx="104" cy="88" rx="7" ry="4" fill="#6b9f5b" />
    </svg>
  );
}

function ForestMushroom() {
  return (
    <svg {...frame} aria-hidden="true" focusable="false">
      <rect width="160" height="120" fill="#e3f0e0" />
      <rect x="0" y="98" width="160" height="22" fill="#7a5a3a" />
      <rect x="70" y="64" width="20" height="36" rx="6" fill="#fffaf0" />
      <path d="M40 68 Q80 14 120 68 Z" fill="#b4441b" />
      <circle cx="66" cy="50" r="5" fill="#fffaf0" />
      <circle cx="90" cy="42" r="4" fill="#fffaf0" />
      <circle cx="100" cy="58" r="4" fill="#fffaf0" />
    </svg>
  );
}

export const COLLECTIBLES: readonly Collectible[] = [
  { id: 'sunny-leaf', name: 'Sunny Leaf', blurb: 'A leaf soaking up morning sunshine.', alt: 'A green leaf under a yellow sun', Art: SunnyLeaf },
  {
    id: 'mountain-dawn',
    name: 'Mountain Dawn',
    blurb: 'The sun peeking over snowy peaks.',
    alt: 'Green mountains with a snowy top and an orange sun rising',
    Art: MountainDawn,
  },
  {
    id: 'river-turtle',
    name: 'River Turtle',
    blurb: 'A calm turtle floating down the river.',
    alt: 'A green turtle swimming above blue river waves',
    Art: RiverTurtle,
  },
  {
    id: 'forest-mushroom',
    name: 'Forest Mushroom',
    blurb: 'A spotty mushroom on the forest floor.',
    alt: 'A red mushroom with white spots on brown soil',
    Art: ForestMushroom,
  },
];
