/** The line under the hub's heading (pure logic lives in plain .ts, tested beside it). */
export function welcome(title: string): string {
  return `Welcome to ${title}, a new corner of Naturverse.`;
}
