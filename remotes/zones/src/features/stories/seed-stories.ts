/**
 * Spec §9 seed stories, written for children of 5–9: short sentences, everyday words,
 * kind and curious. `seed-stories.test.ts` walks each graph (no dead ends but endings,
 * every scene reachable) and measures sentence length and reading grade.
 */
import type { Story } from './story-types';

const riverSong: Story = {
  id: 'river-song',
  title: 'River Song',
  realm: 'Thailandia',
  emoji: '🐘',
  start: 'bank',
  scenes: [
    {
      id: 'bank',
      title: 'A Song on the Water',
      body: 'Mali is a little elephant. She lives in Thailandia, by a wide brown river. One morning she hears a song on the water. La-la-loo! Where is it coming from?',
      choices: [
        { id: 'follow', text: 'Follow the song down the river', goto: 'market' },
        { id: 'ask', text: 'Ask the old turtle', goto: 'turtle' },
      ],
    },
    {
      id: 'turtle',
      title: 'Grandma Turtle',
      body: 'Grandma Turtle rests on a warm rock. "That is the river song," she says slowly. "Someone is singing because they need a friend. Be gentle, and you will find them."',
      choices: [
        { id: 'thank', text: 'Say thank you and follow the song', goto: 'market' },
        { id: 'lotus', text: 'Look under the lotus leaves', goto: 'pond' },
      ],
    },
    {
      id: 'market',
      title: 'The Floating Market',
      body: 'Mali walks to a market on the water. Little boats are full of mangoes and flowers. A boat lady waves to her. "The song? It comes from the lotus pond," she says.',
      choices: [
        { id: 'pond', text: 'Go to the lotus pond', goto: 'pond' },
        { id: 'help', text: 'Help carry the mangoes first', goto: 'mangoes' },
      ],
    },
    {
      id: 'mangoes',
      title: 'A Helping Trunk',
      body: 'Mali lifts the heavy basket with her trunk. "Thank you!" says the boat lady. She gives Mali a sweet mango to share. Now the song is very close.',
      choices: [{ id: 'pond', text: 'Follow the song to the pond', goto: 'pond' }],
    },
    {
      id: 'pond',
      title: 'The Lotus Pond',
      body: 'Pink lotus flowers float on the pond. Under a big leaf sits a tiny green frog. She is singing, but her song sounds sad. "I lost my way home," she says.',
      choices: [
        { id: 'ride', text: 'Give the frog a ride home', goto: 'ride' },
        { id: 'sing', text: 'Sing a song with her', goto: 'sing' },
      ],
    },
    {
      id: 'ride',
      title: 'A Ride Home',
      body: "The frog hops onto Mali's head. Mali splashes up the river, step by step. At last they see the frog's family on a log. They all sing together. Mali has a new friend!",
      choices: [],
    },
    {
      id: 'sing',
      title: 'Two Voices',
      body: 'Mali hums softly. The frog sings along. Their song floats across the water. Then, far away, someone sings back!',
      choices: [{ id: 'answer', text: 'Follow the answer', goto: 'family' }],
    },
    {
      id: 'family',
      title: 'The Answer Song',
      body: 'It is the frog\'s family! They hop over and hug her. "Thank you for singing with her," they say to Mali. Now the river sings for Mali every morning.',
      choices: [],
    },
  ],
};

const featherMap: Story = {
  id: 'feather-map',
  title: 'Feather Map',
  realm: 'Amazonia',
  emoji: '🦜',
  start: 'nest',
  scenes: [
    {
      id: 'nest',
      title: 'A Blue Feather',
      body: 'Tiko is a young macaw. He lives high in the Amazon rainforest. One morning a blue feather lands in his nest. It has dots and lines on it. "It is a map!" says Tiko.',
      choices: [
        { id: 'river', text: 'Follow the map to the river', goto: 'river' },
        { id: 'sloth', text: 'Show the map to Sloth', goto: 'sloth' },
      ],
    },
    {
      id: 'sloth',
      title: 'Slow and Wise',
      body: 'Sloth hangs from a branch. She looks at the map for a long, long time. "The dots are trees," she says at last. "The wavy line is the river. Go slowly, and look closely."',
      choices: [
        { id: 'river', text: 'Fly to the river', goto: 'river' },
        { id: 'look', text: 'Look closely at the trees', goto: 'ants' },
      ],
    },
    {
      id: 'river',
      title: 'The Wide River',
      body: 'The river is wide and full of fish. A pink river dolphin pops up to say hello. "The map shows the tallest tree," she says. "It is past the big rocks."',
      choices: [
        { id: 'fly', text: 'Fly over the rocks', goto: 'tall-tree' },
        { id: 'ask', text: 'Ask the dolphin about the feather', goto: 'dolphin' },
      ],
    },
    {
      id: 'dolphin',
      title: 'The Dolphin Knows',
      body: '"That feather is from Grandpa Macaw," says the dolphin. "He makes feather maps for young birds to find." Tiko feels a happy flutter in his heart.',
      choices: [{ id: 'go', text: 'Go to the tallest tree', goto: 'tall-tree' }],
    },
    {
      id: 'ants',
      title: 'Ants on the Trail',
      body: 'Tiko sees a long line of leafcutter ants. Each ant carries a bit of leaf, like a tiny green flag. They march on the same path as the map!',
      choices: [
        { id: 'follow', text: 'Follow the ants', goto: 'garden' },
        { id: 'up', text: 'Fly up high to look around', goto: 'tall-tree' },
      ],
    },
    {
      id: 'garden',
      title: 'The Ant Garden',
      body: 'The ants lead Tiko to their home in the ground. They use the leaves to grow their food. "The map was showing you us!" they say. Tiko adds a new dot to the map for his new friends.',
      choices: [],
    },
    {
      id: 'tall-tree',
      title: 'The Tallest Tree',
      body: 'Grandpa Macaw waits at the top of the tallest tree. "You read my map!" he laughs. From up here, Tiko can see the whole forest. "Now you can make a map for someone else," says Grandpa.',
      choices: [],
    },
  ],
};

export const SEED_STORIES: readonly Story[] = [riverSong, featherMap];
