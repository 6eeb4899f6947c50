/**
 * The six kingdoms with map pages (spec §2 Worlds) and their characters. The copy
 * claims 14 kingdoms (content-facts.md); only these six have maps.
 */
import thailandiaMap from '../../assets/worlds/thailandia.svg';
import chilandiaMap from '../../assets/worlds/chilandia.svg';
import indillandiaMap from '../../assets/worlds/indillandia.svg';
import brazilandiaMap from '../../assets/worlds/brazilandia.svg';
import australandiaMap from '../../assets/worlds/australandia.svg';
import amerilandiaMap from '../../assets/worlds/amerilandia.svg';

export interface Character {
  /** URL segment: /worlds/{slug}/characters/{name}. */
  name: string;
  title: string;
  /** The picture's description (alt text). */
  alt: string;
  blurb: string;
}

export interface World {
  slug: string;
  title: string;
  subtitle: string;
  imgSrc: string;
  imgAlt: string;
  characters: Character[];
}

export const ALL_KINGDOMS = [
  'Thailandia',
  'Brazilandia',
  'Indillandia',
  'Amerilandia',
  'Australandia',
  'Chilandia',
  'Japonica',
  'Africana',
  'Europalia',
  'Britannula',
  'Kiwilandia',
  'Madagascaria',
  'Greenlandia',
  'Antarctiland',
] as const;

export const WORLDS: World[] = [
  {
    slug: 'thailandia',
    title: 'Thailandia',
    subtitle: 'Golden temples, river boats and durian groves.',
    imgSrc: thailandiaMap,
    imgAlt: 'Map of Thailandia: a green kingdom with a winding river, a golden temple and a durian grove.',
    characters: [
      {
        name: 'turian',
        title: 'Turian the Durian',
        alt: 'Turian, a smiling spiky green durian with rosy cheeks.',
        blurb: 'A cheerful durian who loves riddles and river walks.',
      },
      {
        name: 'chang',
        title: 'Chang the Elephant',
        alt: 'Chang, a grey elephant with pink ears and a golden headband.',
        blurb: 'A gentle giant who never forgets a friend.',
      },
      {
        name: 'mali',
        title: 'Mali the Mango',
        alt: 'Mali, an orange mango with a green leaf hat and a big smile.',
        blurb: 'A sunny mango who shares snacks and songs.',
      },
    ],
  },
  {
    slug: 'chilandia',
    title: 'Chilandia',
    subtitle: 'Misty mountains, bamboo forests and lantern towns.',
    imgSrc: chilandiaMap,
    imgAlt: 'Map of Chilandia: grey mountains with snowy tops, a long river, red lanterns and bamboo.',
    characters: [],
  },
  {
    slug: 'indillandia',
    title: 'Indillandia',
    subtitle: 'Spice markets, peacocks and monsoon rivers.',
    imgSrc: indillandiaMap,
    imgAlt: 'Map of Indillandia: a golden land with a river, a white domed palace and a blue peacock.',
    characters: [],
  },
  {
    slug: 'brazilandia',
    title: 'Brazilandia',
    subtitle: 'Rainforest canopies, giant rivers and carnival drums.',
    imgSrc: brazilandiaMap,
    imgAlt: 'Map of Brazilandia: a deep green rainforest with a wide blue river and a sunny beach.',
    characters: [
      {
        name: 'arara',
        title: 'Arara the Macaw',
        alt: 'Arara, a red macaw with yellow and blue wings.',
        blurb: 'A chatty macaw who knows every path in the canopy.',
      },
      {
        name: 'tuca',
        title: 'Tuca the Toucan',
        alt: 'Tuca, a black toucan with a big orange beak, sitting on a branch.',
        blurb: 'A curious toucan who collects fruit and facts.',
      },
    ],
  },
  {
    slug: 'australandia',
    title: 'Australandia',
    subtitle: 'Red deserts, coral reefs and eucalyptus trees.',
    imgSrc: australandiaMap,
    imgAlt: 'Map of Australandia: an orange desert land with a red rock, a coral reef and green trees.',
    characters: [
      {
        name: 'koko',
        title: 'Koko the Koala',
        alt: 'Koko, a fluffy grey koala with round ears and a big dark nose.',
        blurb: 'A sleepy koala who teaches calm breathing.',
      },
      {
        name: 'joey',
        title: 'Joey the Kangaroo',
        alt: 'Joey, a brown kangaroo with tall ears and a happy face.',
        blurb: 'A bouncy kangaroo who loves a good race.',
      },
    ],
  },
  {
    slug: 'amerilandia',
    title: 'Amerilandia',
    subtitle: 'Canyons, prairies and redwood giants.',
    imgSrc: amerilandiaMap,
    imgAlt: 'Map of Amerilandia: a green land with tall pine trees, a river and a red canyon.',
    characters: [],
  },
];

/** Spec §2 aliases: old names still find their world. */
export const WORLD_ALIASES: Record<string, string> = {
  chinadia: 'chilandia',
  indilandia: 'indillandia',
};

export function canonicalSlug(slug: string | undefined): string | undefined {
  if (!slug) return undefined;
  const lower = slug.toLowerCase();
  return WORLD_ALIASES[lower] ?? lower;
}

export function findWorld(slug: string | undefined): World | undefined {
  const canonical = canonicalSlug(slug);
  return WORLDS.find((w) => w.slug === canonical);
}

export function findCharacter(world: World | undefined, name: string | undefined): Character | undefined {
  if (!world || !name) return undefined;
  return world.characters.find((c) => c.name === name.toLowerCase());
}

/** Spec §2: the character page tries these variants, in this order. */
export const CHARACTER_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'] as const;

declare const __NATURVERSE_CHARACTER_IMAGES__: readonly string[];

/** The character pictures this build ships (rsbuild.config.ts lists shell/public at build time). */
export function builtCharacterImages(): ReadonlySet<string> {
  return new Set(__NATURVERSE_CHARACTER_IMAGES__);
}

/**
 * The variants to try, in the spec's order, among the files the build has: a picture that is not
 * there is never asked for (no request that is known to answer 404). No file: no candidate, and
 * the page shows its 'no picture yet' line.
 */
export function characterImageCandidates(slug: string, name: string, available: ReadonlySet<string> = builtCharacterImages()): string[] {
  return CHARACTER_IMAGE_EXTENSIONS.map((ext) => `/worlds/${slug}/characters/${name}.${ext}`).filter((url) => available.has(url));
}
