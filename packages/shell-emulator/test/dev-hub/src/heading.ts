// The test rewrites this line while the dev server runs and waits for the new text in the page.
export const HEADING = 'Hello from the dev server';
