/** Navatar bases, species and powers (spec §9 counts; lists from content-facts.md). */
export const BASES = ['Animal', 'Fruit', 'Insect', 'Spirit'] as const;
export type NavatarBase = (typeof BASES)[number];

export const SPECIES: Readonly<Record<NavatarBase, readonly string[]>> = {
  Animal: [
    'Red Panda',
    'Snow Leopard',
    'Sea Turtle',
    'Barn Owl',
    'Dolphin',
    'Koala',
    'Elephant',
    'Macaw',
    'Hedgehog',
    'Arctic Fox',
    'Tiger',
    'Camel',
    'Kangaroo',
    'Wolf',
    'Penguin',
  ],
  Fruit: [
    'Mango',
    'Coconut',
    'Banana',
    'Dragonfruit',
    'Pineapple',
    'Peach',
    'Kiwi',
    'Lychee',
    'Guava',
    'Pomegranate',
    'Blueberry',
    'Apple',
    'Grapes',
    'Cherry',
    'Lemon',
  ],
  Insect: ['Butterfly', 'Firefly', 'Ladybug', 'Praying Mantis', 'Honeybee', 'Stag Beetle', 'Ant', 'Cicada', 'Dragonfly', 'Atlas Moth'],
  Spirit: ['Forest Sprite', 'River Nymph', 'Sand Wisp', 'Storm Djinn', 'Aurora Spirit', 'Bloom Pixie', 'Stone Guardian', 'Ember Wisp', 'Mist Walker'],
};

export const POWERS: readonly string[] = [
  'Nature Whisper',
  'Fast Learner',
  'Team Boost',
  'Calm Aura',
  'Trailblazer',
  'Water Breathe',
  'Leaf Shield',
  'Night Vision',
  'Echo Sense',
  'Quick Craft',
  'Lucky Charm',
  'Ice Step',
  'Sunbeam Heal',
  'Song Maker',
  'Puzzle Vision',
];

export const POWERS_PER_NAVATAR = 3;
export const LIBRARY_CAP = 50;

export function isBase(value: unknown): value is NavatarBase {
  return typeof value === 'string' && (BASES as readonly string[]).includes(value);
}
