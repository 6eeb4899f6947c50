/** Spec §9 seed quizzes: true facts, in words a child of 5–9 can follow. */
import type { ClassicQuiz, JeopardyQuiz, Quiz } from './quiz-types';

const opts = (correct: string, ...wrong: string[]) => [
  { id: 'a', text: correct, correct: true },
  ...wrong.map((text, i) => ({ id: String.fromCharCode(98 + i), text, correct: false })),
];

export const NATURE_BASICS: ClassicQuiz = {
  id: 'nature-basics',
  mode: 'classic',
  emoji: '🌱',
  title: 'Nature Basics',
  questions: [
    {
      id: 'plants-food',
      type: 'mc',
      prompt: 'What do plants need to make their own food?',
      options: opts('Sunlight, water and air', 'Sand only', 'Sweets', 'Darkness'),
      explanation: 'Plants use sunlight, water and air to make their food. This is called photosynthesis.',
    },
    {
      id: 'insect-legs',
      type: 'mc',
      prompt: 'How many legs does an insect have?',
      options: opts('Six', 'Four', 'Eight', 'Ten'),
      explanation: 'Every insect has six legs. Spiders have eight legs, so a spider is not an insect.',
    },
    {
      id: 'mammal',
      type: 'mc',
      prompt: 'Which of these animals is a mammal?',
      options: opts('Dolphin', 'Shark', 'Frog', 'Parrot'),
      explanation: 'Dolphins breathe air and feed their babies milk, like all mammals do.',
    },
  ],
};

const cell = (id: string, points: number, question: string, answer: string) => ({ id, points, question, answer, taken: false });

export const NATURE_BOARD: JeopardyQuiz = {
  id: 'nature-board',
  mode: 'jeopardy',
  emoji: '🏆',
  title: 'Nature Board',
  columns: [
    {
      id: 'animals',
      title: 'Animals',
      cells: [
        cell('animals-100', 100, 'The biggest animal that has ever lived. It swims in the ocean.', 'The blue whale'),
        cell('animals-200', 200, 'A baby frog that lives in water and has a tail.', 'A tadpole'),
        cell('animals-300', 300, 'The only kind of bird that can fly backwards.', 'The hummingbird'),
      ],
    },
    {
      id: 'plants',
      title: 'Plants',
      cells: [
        cell('plants-100', 100, 'The part of a plant under the ground that drinks water.', 'The roots'),
        cell('plants-200', 200, 'Yellow dust that bees carry from flower to flower.', 'Pollen'),
        cell('plants-300', 300, 'The tallest kind of tree in the world.', 'The coast redwood'),
      ],
    },
    {
      id: 'weather',
      title: 'Weather',
      cells: [
        cell('weather-100', 100, 'Drops of water that fall from clouds.', 'Rain'),
        cell('weather-200', 200, 'A curve of colours you see when sunlight shines through raindrops.', 'A rainbow'),
        cell('weather-300', 300, 'You see this flash before you hear the thunder.', 'Lightning'),
      ],
    },
  ],
};

export const SEED_QUIZZES: readonly Quiz[] = [NATURE_BASICS, NATURE_BOARD];
