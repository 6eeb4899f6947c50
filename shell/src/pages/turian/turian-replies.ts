/** The offline demo's canned replies (all local: nothing is sent anywhere). */
export interface DemoPrompt {
  id: string;
  label: string;
  reply: string;
}

export const DEMO_PROMPTS: DemoPrompt[] = [
  { id: 'hello', label: 'Say hello', reply: 'Hello, friend! I am Turian the Durian. I may be spiky outside, but I am soft and kind inside.' },
  {
    id: 'fact',
    label: 'Tell me a nature fact',
    reply: 'Durian trees can grow taller than a four-storey house, and bats help pollinate their flowers at night!',
  },
  {
    id: 'kindness',
    label: 'Give me a kindness idea',
    reply: 'Try saying thank you to someone who helps you today — a bus driver, a teacher or someone at home.',
  },
  { id: 'calm', label: 'Help me feel calm', reply: 'Let us breathe together: in for 4, hold for 4, out for 4. Again, slowly. You are doing great.' },
];

export interface ChatLine {
  id: number;
  from: 'you' | 'turian';
  text: string;
}

/** Adds the child's choice and Turian's answer; keeps the last 20 lines. */
export function addExchange(lines: ChatLine[], prompt: DemoPrompt, nextId: number): ChatLine[] {
  return [...lines, { id: nextId, from: 'you' as const, text: prompt.label }, { id: nextId + 1, from: 'turian' as const, text: prompt.reply }].slice(-20);
}
