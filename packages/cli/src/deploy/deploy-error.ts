// The refusals a deploy command turns into one line and an exit code (cli-errors.ts EXIT).
/** A refusal the command turns into a message and an exit code. */
export class DeployError extends Error {
  constructor(
    readonly kind: DeployErrorKind,
    message: string,
  ) {
    super(message);
  }
}

export type DeployErrorKind = 'usage' | 'check' | 'conflict' | 'missing' | 'unavailable' | 'damaged';
