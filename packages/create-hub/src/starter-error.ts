/** A refusal for the person at the terminal: one line, nothing written (the command exits 64). */
export class StarterError extends Error {}
