/**
 * The one table of every free-text field of every part. Each row says where
 * the field is, how to find it, what a family does to keep what they typed, and where the text
 * then shows. `input.spec.ts` runs every row against every payload in `PAYLOADS`.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from '../support/fixtures';
import { solidPng } from '../zones/png';

export interface FieldRow {
  /** Test title: part and field. */
  name: string;
  /** Where the field is (path + query), and the h1 that proves the page is there. */
  route: string;
  heading: string;
  /** Steps before typing (a tab, a photo the form needs). */
  prepare?: (page: Page) => Promise<void>;
  field: (page: Page) => Locator;
  /** The visible limit: the field stops there and shows "n / max". */
  max: number;
  /** What keeps the text (a Save button, Enter); none when the page reacts as one types. */
  submit?: (page: Page) => Promise<void>;
  /**
   * Where the kept text shows as page text. Rows without it (an e-mail box, the profile name)
   * show the text only in the field: their check is the field's value after submit.
   */
  shown?: (page: Page) => Locator;
}

/** Markup, script and a javascript: URL: each must show as the literal characters typed. */
export const PAYLOADS = ['<img src=x onerror=__pwned=1>', '<script>__pwned=1</script>', 'javascript:__pwned=1', '"><svg onload=__pwned=1>'] as const;

const button = (name: string) => (page: Page) => page.getByRole('button', { name, exact: true }).click();
const main = (page: Page) => page.getByRole('main');

async function pickPhoto(page: Page) {
  await page.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'leaf.png', mimeType: 'image/png', buffer: solidPng('#2e8b3a') });
  await expect(page.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible();
}

export const FIELDS: FieldRow[] = [
  // shell
  {
    name: 'shell: login email',
    route: '/login',
    heading: 'Log in',
    field: (p) => p.getByRole('textbox', { name: 'Email' }),
    max: 254,
    // Enter, as a family does: with accounts off (this suite's site) 'Send magic link' is disabled, so nothing is sent
    submit: (page) => page.getByRole('textbox', { name: 'Email' }).press('Enter'),
  },
  {
    name: 'shell: profile display name',
    route: '/profile',
    heading: 'Profile',
    field: (p) => p.getByRole('textbox', { name: 'Display name' }),
    max: 80,
    submit: button('Save profile'),
  },
  // navatar
  {
    name: 'navatar: name',
    route: '/navatar',
    heading: 'Navatar Creator',
    field: (p) => p.getByRole('textbox', { name: 'Name (optional)' }),
    max: 40,
    submit: button('Save Navatar'),
    shown: (p) => p.getByRole('article', { name: /./ }).first(),
  },
  {
    name: 'navatar: backstory',
    route: '/navatar',
    heading: 'Navatar Creator',
    field: (p) => p.getByRole('textbox', { name: 'Backstory' }),
    max: 600,
    submit: button('Save Navatar'),
    shown: (p) => p.locator('article.nv-navatar__card'),
  },
  // naturbank
  {
    name: 'naturbank: wallet address',
    route: '/naturbank/wallet',
    heading: 'Wallet',
    field: (p) => p.getByRole('textbox', { name: 'Wallet address' }),
    max: 128,
    submit: button('Save wallet'),
    shown: (p) => p.getByTestId('wallet-details'),
  },
  {
    name: 'naturbank: wallet label',
    route: '/naturbank/wallet',
    heading: 'Wallet',
    prepare: async (p) => p.getByRole('textbox', { name: 'Wallet address' }).fill('nv-demo-address'),
    field: (p) => p.getByRole('textbox', { name: 'Label (optional)' }),
    max: 80,
    submit: button('Save wallet'),
    shown: (p) => p.getByTestId('wallet-details'),
  },
  {
    name: 'naturbank: ledger memo',
    route: '/naturbank/natur',
    heading: 'NATUR Token',
    field: (p) => p.getByRole('textbox', { name: 'Memo' }),
    max: 80,
    submit: button('+5'),
    shown: (p) => p.getByRole('list', { name: 'Ledger entries, newest first' }),
  },
  // naturversity: the query is echoed back when nothing matches
  {
    name: 'naturversity: course search',
    route: '/naturversity/courses',
    heading: 'Courses',
    field: (p) => p.getByRole('searchbox', { name: 'Search courses' }),
    max: 60,
    shown: main,
  },
  {
    name: 'naturversity: teacher search',
    route: '/naturversity/teachers',
    heading: 'Teachers',
    field: (p) => p.getByRole('searchbox', { name: 'Search teachers by name, kingdom or specialty' }),
    max: 60,
    shown: main,
  },
  // zones
  {
    name: 'zones/stories: story title',
    route: '/zones/stories?tab=create',
    heading: 'Stories',
    field: (p) => p.getByRole('textbox', { name: 'Story title' }),
    max: 60,
    submit: button('Save story'),
    shown: (p) => p.getByRole('tabpanel'),
  },
  {
    name: 'zones/quizzes: quiz title',
    route: '/zones/quizzes?tab=builder',
    heading: 'Quizzes',
    field: (p) => p.getByRole('textbox', { name: 'Quiz title' }),
    max: 60,
    submit: button('Save quiz'),
    shown: (p) => p.getByRole('tabpanel'),
  },
  {
    name: 'zones/observations: photo title',
    route: '/zones/observations?tab=upload',
    heading: 'Observations',
    prepare: pickPhoto,
    field: (p) => p.getByRole('textbox', { name: 'Title' }),
    max: 80,
    submit: button('Save photo'),
    shown: (p) => p.getByRole('tabpanel').getByRole('status'),
  },
  {
    name: 'zones/observations: tag',
    route: '/zones/observations?tab=upload',
    heading: 'Observations',
    field: (p) => p.getByRole('textbox', { name: 'Tags' }),
    max: 30,
    submit: (p) => p.getByRole('textbox', { name: 'Tags' }).press('Enter'),
    shown: (p) => p.getByRole('list', { name: 'Tags to save' }),
  },
  {
    name: 'zones/community: poll title',
    route: '/zones/community?tab=polls',
    heading: 'Community',
    field: (p) => p.getByRole('textbox', { name: 'Poll title' }),
    max: 100,
    submit: button('Create poll'),
    shown: (p) => p.getByRole('list', { name: 'Polls' }),
  },
  {
    name: 'zones/community: event details',
    route: '/zones/community?tab=board',
    heading: 'Community',
    prepare: async (p) => p.getByRole('textbox', { name: 'Event title' }).fill('Pond dipping'),
    field: (p) => p.getByRole('textbox', { name: 'Details (optional)' }),
    max: 500,
    submit: button('Add event'),
    shown: (p) => p.getByRole('list', { name: 'Volunteer events' }),
  },
];

/** Where an image is expected: a non-image file is refused with this message, and nothing is kept. */
export interface ImageRow {
  name: string;
  route: string;
  heading: string;
  prepare?: (page: Page) => Promise<void>;
  input: (page: Page) => Locator;
  refusal: string | RegExp;
}

export const IMAGE_FIELDS: ImageRow[] = [
  {
    name: 'navatar: photo',
    route: '/navatar',
    heading: 'Navatar Creator',
    input: (p) => p.getByLabel('Photo (optional)'),
    refusal: 'That file is not a picture. Please choose an image file, such as a PNG or JPEG.',
  },
  {
    name: 'zones/observations: photo',
    route: '/zones/observations?tab=upload',
    heading: 'Observations',
    input: (p) => p.getByLabel('Photo', { exact: true }),
    refusal: /is not an image\. Please choose a photo \(JPEG, PNG, WebP, …\)\.$/,
  },
  {
    name: 'shell: profile avatar',
    route: '/profile',
    heading: 'Profile',
    input: (p) => p.getByLabel('Avatar'),
    refusal: 'Please choose an image file.',
  },
];
