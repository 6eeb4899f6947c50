import type { Page } from '@playwright/test';
import { test, expect, expectHeading } from '../support/fixtures';
import { readStored, seedStorageOnce } from '../support/storage';
import { PAYLOAD, SHORT_PAYLOAD, expectAccessibleEveryWay, expectNoScriptRan, expectTouchTargets, recordDialogs } from './play-zone-helpers';
import { expectDrawnIcons } from '../support/drawn-icons';

// The shared machine can take many seconds to serve the first page of a run (cold server).
test.describe.configure({ timeout: 60_000 });

const STORIES_KEY = 'naturverse.zones.stories.v1';
const PROGRESS_KEY = 'naturverse.zones.story-progress.v1';

const sceneTitle = (page: Page) => page.locator('#story-scene-title');
const tab = (page: Page, name: string) => page.getByRole('tab', { name });

async function openStories(page: Page, query = '') {
  await page.goto(`/zones/stories${query}`);
  await expectHeading(page, 'Stories');
}

/** A recording stand-in for the browser's speech synthesis; it refuses anything but its own utterances. */
async function installFakeSpeech(page: Page) {
  await page.addInitScript(() => {
    const log: Array<[string, string?, number?]> = [];
    let current: { onend: null | (() => void) } | null = null;
    class FakeUtterance {
      text: string;
      rate = 1;
      onend: null | (() => void) = null;
      onerror: null | (() => void) = null;
      constructor(text: string) {
        if (typeof text !== 'string' || text === '') throw new TypeError('FakeUtterance needs text');
        this.text = text;
      }
    }
    const synth = {
      get speaking() {
        return current !== null;
      },
      speak(u: unknown) {
        if (!(u instanceof FakeUtterance)) throw new TypeError('speak() needs a SpeechSynthesisUtterance');
        log.push(['speak', u.text, u.rate]);
        current = u;
      },
      cancel() {
        log.push(['cancel']);
        current = null;
      },
      getVoices() {
        return [];
      },
      pause() {
        throw new Error('fake speechSynthesis: pause is not expected');
      },
      resume() {
        throw new Error('fake speechSynthesis: resume is not expected');
      },
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true });
    (window as unknown as { __speech: unknown }).__speech = {
      log,
      finish() {
        const u = current;
        current = null;
        u?.onend?.();
      },
    };
  });
}

const speechLog = (page: Page) => page.evaluate(() => (window as unknown as { __speech: { log: unknown[] } }).__speech.log);

test.describe('Stories: Play', { tag: ['@zones'] }, () => {
  test('plays River Song to an ending, Back pops, Play Again resets; progress survives a reload', async ({ page }) => {
    await openStories(page);
    await expect(tab(page, 'Play')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'River Song' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Feather Map' })).toBeVisible();
    await page.getByRole('button', { name: 'Play River Song' }).click();
    await expect(page).toHaveURL(/story=river-song/);
    await expect(sceneTitle(page)).toHaveText('A Song on the Water');
    await expect(page.getByText('Mali is a little elephant.')).toBeVisible();
    const back = page.getByRole('button', { name: '← Back' });
    await expect(back).toBeDisabled();

    await page.getByRole('button', { name: 'Follow the song down the river' }).click();
    await expect(sceneTitle(page)).toHaveText('The Floating Market');
    await expect(back).toBeEnabled();
    await back.click();
    await expect(sceneTitle(page)).toHaveText('A Song on the Water');
    await expect(back).toBeDisabled();

    await page.getByRole('button', { name: 'Ask the old turtle' }).click();
    await page.getByRole('button', { name: 'Look under the lotus leaves' }).click();
    await expect(sceneTitle(page)).toHaveText('The Lotus Pond');
    await page.getByRole('button', { name: 'Give the frog a ride home' }).click();
    await expect(sceneTitle(page)).toHaveText('A Ride Home');
    await expect(page.getByText('The End', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Choices' })).toHaveCount(0);
    expect(await readStored(page, PROGRESS_KEY)).toEqual({ 'river-song': { storyId: 'river-song', at: 'ride', history: ['bank', 'turtle', 'pond'] } });

    await page.reload();
    await expect(sceneTitle(page)).toHaveText('A Ride Home'); // resumes where the child was
    await back.click();
    await expect(sceneTitle(page)).toHaveText('The Lotus Pond');
    await page.getByRole('button', { name: 'Sing a song with her' }).click();
    await page.getByRole('button', { name: 'Follow the answer' }).click();
    await expect(sceneTitle(page)).toHaveText('The Answer Song');
    await page.getByRole('button', { name: 'Play Again' }).click();
    await expect(sceneTitle(page)).toHaveText('A Song on the Water');
    await expect(back).toBeDisabled();
  });

  test('progress is kept per story: leaving one and playing another keeps both', async ({ page }) => {
    await openStories(page);
    await page.getByRole('button', { name: 'Play Feather Map' }).click();
    await page.getByRole('button', { name: 'Show the map to Sloth' }).click();
    await expect(sceneTitle(page)).toHaveText('Slow and Wise');
    await page.getByRole('button', { name: 'Choose another story' }).click();
    await page.getByRole('button', { name: 'Play River Song' }).click();
    await page.getByRole('button', { name: 'Ask the old turtle' }).click();
    await page.getByRole('button', { name: 'Choose another story' }).click();
    await page.getByRole('button', { name: 'Play Feather Map' }).click();
    await expect(sceneTitle(page)).toHaveText('Slow and Wise');
    await expect(page.getByRole('button', { name: '← Back' })).toBeEnabled();
  });

  test('Read to me speaks the scene and choices, stops on a new scene and when the player goes away', async ({ page }) => {
    await installFakeSpeech(page);
    await openStories(page, '?story=river-song');
    const read = page.getByRole('button', { name: 'Read to me', exact: true });
    await expectDrawnIcons(read, 1, 16); // a drawn speaker, not 🔊
    await read.click();
    const stop = page.getByRole('button', { name: 'Stop reading', exact: true });
    await expectDrawnIcons(stop, 1, 16);
    await expect(stop).toHaveAttribute('aria-pressed', 'true');
    let log = await speechLog(page);
    const spoken = log.find((e) => (e as string[])[0] === 'speak') as [string, string, number];
    expect(spoken[1]).toMatch(
      /^A Song on the Water\. Mali is a little elephant\..* What will you do\? 1: Follow the song down the river\. 2: Ask the old turtle\.$/,
    );
    expect(spoken[2]).toBeLessThan(1);

    await page.getByRole('button', { name: 'Follow the song down the river' }).click();
    await expect(read).toBeVisible(); // reading stopped with the scene
    log = await speechLog(page);
    expect(log[log.length - 1]).toEqual(['cancel']);

    await read.click();
    await page.evaluate(() => (window as unknown as { __speech: { finish: () => void } }).__speech.finish());
    await expect(read).toHaveAttribute('aria-pressed', 'false'); // finished on its own

    await read.click();
    const before = (await speechLog(page)).length;
    await page.getByRole('button', { name: 'Choose another story' }).click();
    await expect(page.getByRole('heading', { name: 'Choose a story' })).toBeVisible();
    expect((await speechLog(page)).slice(before)).toContainEqual(['cancel']);
  });

  test('Read to me is hidden where the browser has no speech synthesis', async ({ page }) => {
    await page.addInitScript(() => {
      delete (window as unknown as Record<string, unknown>).speechSynthesis;
      delete (window as unknown as Record<string, unknown>).SpeechSynthesisUtterance;
    });
    await openStories(page, '?story=feather-map');
    await expect(sceneTitle(page)).toHaveText('A Blue Feather');
    expect(await page.evaluate(() => 'speechSynthesis' in window)).toBe(false);
    await expect(page.getByRole('button', { name: /Read to me/ })).toHaveCount(0);
  });
});

test.describe('Stories: tabs, Create and Library', { tag: ['@zones'] }, () => {
  test('tabs are real tabs: arrow keys move, the address keeps the tab, a reload opens it', async ({ page }) => {
    await openStories(page);
    await tab(page, 'Play').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Create')).toBeFocused();
    await expect(tab(page, 'Create')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/tab=create/);
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/tab=library/);
    await expect(page.getByText('No custom stories yet.')).toBeVisible();
    await page.reload();
    await expect(tab(page, 'Library')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Tab');
    await tab(page, 'Library').focus();
    await page.keyboard.press('End');
    await expect(tab(page, 'Coming Soon')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
  });

  test('builds a story with two scenes, plays it from the Library, edits and deletes it', async ({ page }) => {
    await openStories(page, '?tab=create');
    await expect(page.getByLabel('Scene title').first()).toHaveValue('Beginning');
    await expect(page.getByLabel('Emoji')).toHaveValue('📖');
    await page.getByLabel('Story title').fill('Frog Day');
    await page.getByLabel('What happens').first().fill('A frog wakes up by a pond.');
    await page.getByRole('button', { name: '+ Add scene' }).click();
    await page.getByLabel('Scene title').nth(1).fill('The Pond');
    await page.getByLabel('What happens').nth(1).fill('Splash! The frog swims. The end.');
    await page.getByRole('button', { name: '+ Add choice to Beginning' }).click();
    const choiceText = page.getByLabel('Choice 1 text');
    await expect(choiceText).toHaveValue('Continue');
    await expect(page.getByLabel('Choice 1 leads to')).toHaveValue('scene-1'); // the start scene
    await choiceText.fill('Hop to the pond');
    await page.getByLabel('Choice 1 leads to').selectOption({ label: 'Scene 2: The Pond' });
    await page.getByRole('button', { name: 'Save story' }).click();

    await expect(page).toHaveURL(/tab=library/);
    await expect(page.getByText('Saved "Frog Day".')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Frog Day' })).toBeVisible();
    await expect(page.getByText('Realm: Any · 2 scenes')).toBeVisible();
    const stored = (await readStored(page, STORIES_KEY)) as Array<{ id: string; realm: string; emoji: string }>;
    expect(stored).toHaveLength(1);
    expect(stored[0]!.id).toMatch(/^local-/);
    expect(stored[0]).toMatchObject({ realm: 'Any', emoji: '📖' });

    await page.getByRole('button', { name: 'Play Frog Day' }).click();
    await expect(sceneTitle(page)).toHaveText('Beginning');
    await expect(page.getByText('A frog wakes up by a pond.')).toBeVisible();
    await page.getByRole('button', { name: 'Hop to the pond' }).click();
    await expect(sceneTitle(page)).toHaveText('The Pond');
    await page.getByRole('button', { name: 'Play Again' }).click();
    await expect(sceneTitle(page)).toHaveText('Beginning');

    await tab(page, 'Library').click();
    await page.getByRole('button', { name: 'Edit Frog Day' }).click();
    await expect(page.getByRole('heading', { name: 'Edit "Frog Day"' })).toBeVisible();
    await page.getByLabel('Story title').fill('Frog Night');
    await page.getByRole('button', { name: 'Save story' }).click();
    await expect(page.getByRole('heading', { name: 'Frog Night' })).toBeVisible();
    expect(((await readStored(page, STORIES_KEY)) as Array<{ id: string }>).map((s) => s.id)).toEqual([stored[0]!.id]);

    await page.getByRole('button', { name: 'Delete Frog Night' }).click();
    await page.getByRole('dialog', { name: 'Delete this story?' }).getByRole('button', { name: 'Delete story' }).click();
    await expect(page.getByText('No custom stories yet.')).toBeVisible();
    expect(await readStored(page, STORIES_KEY)).toEqual([]);
  });

  test('builder rules: defaults, a choice pointing nowhere blocks saving, deleting a scene asks and repoints, reorder', async ({ page }) => {
    await openStories(page, '?tab=create');
    await page.getByRole('button', { name: '+ Add scene' }).click();
    await page.getByRole('button', { name: '+ Add scene' }).click();
    await page.getByLabel('Scene title').nth(1).fill('Cave');
    await page.getByRole('button', { name: '+ Add choice to Beginning' }).click();
    await page.getByRole('button', { name: '+ Add choice to Beginning' }).click();
    await page.getByLabel('Choice 1 leads to').selectOption({ label: 'Scene 2: Cave' });
    await page.getByLabel('Choice 2 text').fill('Wander off');
    await page.getByLabel('Choice 2 leads to').selectOption({ label: '(nowhere yet)' });

    await page.getByRole('button', { name: 'Save story' }).click();
    await expect(page.getByRole('alert')).toContainText('The choice "Wander off" in the scene "Beginning" does not lead to a scene.');
    expect(await readStored(page, STORIES_KEY)).toBeNull();

    // choices reorder
    await page.getByRole('button', { name: '↑ Up choice 2 of Beginning' }).click();
    await expect(page.getByLabel('Choice 1 text')).toHaveValue('Wander off');
    await page.getByLabel('Choice 1 leads to').selectOption({ label: 'Scene 3: Scene 3' });

    // deleting Cave asks first, then its choice leads to the start
    await page.getByRole('button', { name: 'Delete scene "Cave"' }).click();
    const ask = page.getByRole('dialog', { name: 'Delete this scene?' });
    await expect(ask).toContainText('1 choice leads to "Cave". If you delete it, it will lead to the start scene instead.');
    await ask.getByRole('button', { name: 'Keep it' }).click();
    await expect(page.getByLabel('Scene title').nth(1)).toHaveValue('Cave');
    await page.getByRole('button', { name: 'Delete scene "Cave"' }).click();
    await ask.getByRole('button', { name: 'Delete scene' }).click();
    await expect(page.getByLabel('Scene title')).toHaveCount(2);
    await expect(page.getByLabel('Choice 2 leads to')).toHaveValue('scene-1');

    // scenes reorder; the start stays the start
    await page.getByRole('button', { name: '↑ Move up "Scene 3"' }).click();
    await expect(page.getByLabel('Scene title').first()).toHaveValue('Scene 3');
    await expect(page.getByRole('group', { name: 'Scene 2 (start)' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete scene "Scene 3"' }).click();
    await ask.getByRole('button', { name: 'Delete scene' }).click();
    await expect(page.getByLabel('Choice 1 leads to')).toHaveValue('scene-1');
    await expect(page.getByLabel('Choice 2 leads to')).toHaveValue('scene-1');

    // a scene no choice leads to is deleted without asking
    await page.getByRole('button', { name: '+ Add scene' }).click();
    await page.getByRole('button', { name: 'Delete scene "Scene 2"' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByLabel('Scene title')).toHaveCount(1);

    await page.getByLabel('Story title').fill('   ');
    await page.getByRole('button', { name: 'Save story' }).click();
    await expect(page.getByRole('heading', { name: 'Untitled' })).toBeVisible();
    await expect(page.getByText('Realm: Any · 1 scene')).toBeVisible();
  });

  test('a script payload in every builder field shows as text; long text is bounded with a visible limit', async ({ page }) => {
    const dialogs = recordDialogs(page);
    await openStories(page, '?tab=create');
    await page.getByLabel('Story title').fill(PAYLOAD);
    await expect(page.getByText(`${PAYLOAD.length} / 60`)).toBeVisible();
    await page.getByLabel('Realm').fill(PAYLOAD);
    await page.getByLabel('Emoji').fill(SHORT_PAYLOAD);
    await page.getByLabel('Scene title').fill(`${PAYLOAD} 1`);
    const body = page.getByLabel('What happens');
    await expect(body).toHaveAttribute('maxlength', '600');
    await body.fill('x'.repeat(650));
    await expect(body).toHaveValue('x'.repeat(600));
    await expect(page.getByText('600 / 600')).toBeVisible();
    await body.fill(PAYLOAD);
    await page.getByRole('button', { name: '+ Add scene' }).click();
    await page.getByLabel('Scene title').nth(1).fill(`${PAYLOAD} 2`);
    await page.getByRole('button', { name: `+ Add choice to ${PAYLOAD} 1` }).click();
    await page.getByLabel('Choice 1 text').fill(PAYLOAD);
    await page.getByLabel('Choice 1 leads to').selectOption({ label: `Scene 2: ${PAYLOAD} 2` });
    await page.getByRole('button', { name: 'Save story' }).click();

    await expect(page.getByRole('heading', { name: PAYLOAD })).toBeVisible();
    await expect(page.getByText(`Realm: ${PAYLOAD} · 2 scenes`)).toBeVisible();
    await page.getByRole('button', { name: `Play ${PAYLOAD}` }).click();
    await expect(sceneTitle(page)).toHaveText(`${PAYLOAD} 1`);
    await expect(page.locator('.zn-story__which')).toHaveText(`${SHORT_PAYLOAD} ${PAYLOAD} · ${PAYLOAD}`);
    await expect(page.locator('.zn-story__body')).toHaveText(PAYLOAD);
    await page.getByRole('button', { name: PAYLOAD }).click();
    await expect(sceneTitle(page)).toHaveText(`${PAYLOAD} 2`);
    await expectNoScriptRan(page);
    expect(dialogs).toEqual([]);
  });

  test('corrupt or wrong-shaped stored data: seed stories come back, good entries and other keys are kept', async ({ page }) => {
    const good = {
      id: 'local-good',
      title: 'Kept Story',
      realm: 'Any',
      emoji: '📖',
      start: 's',
      scenes: [{ id: 's', title: 'Only', body: 'Hi', choices: [] }],
    };
    await seedStorageOnce(page, {
      [STORIES_KEY]: JSON.stringify([{ id: 'local-bad', title: 5 }, 'junk', good]),
      [PROGRESS_KEY]: '{oops',
      'naturverse.marketplace.wishlist.v1': '{"stickers":true}',
    });
    await openStories(page);
    await expect(page.getByRole('button', { name: 'Play River Song' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play Feather Map' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play Kept Story' })).toBeVisible();
    await page.getByRole('button', { name: 'Play River Song' }).click();
    await expect(sceneTitle(page)).toHaveText('A Song on the Water');
    expect(await page.evaluate(() => localStorage.getItem('naturverse.marketplace.wishlist.v1'))).toBe('{"stickers":true}');

    await page.evaluate((k) => localStorage.setItem(k, '"not a list"'), STORIES_KEY);
    await page.goto('/zones/stories?tab=library');
    await expect(page.getByText('No custom stories yet.')).toBeVisible();
    await tab(page, 'Play').click();
    await expect(page.getByRole('button', { name: 'Play River Song' })).toBeVisible();
  });
});

test.describe('Stories: keyboard and accessibility', { tag: ['@zones'] }, () => {
  test('the whole of each tab works by keyboard alone', async ({ page }) => {
    await openStories(page);
    await tab(page, 'Play').focus();
    await page.keyboard.press('Tab'); // the tab panel
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Play River Song' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(sceneTitle(page)).toHaveText('A Song on the Water');
    await page.getByRole('button', { name: 'Follow the song down the river' }).focus();
    await page.keyboard.press('Enter');
    await expect(sceneTitle(page)).toBeFocused(); // the new scene takes the focus
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Go to the lotus pond' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(sceneTitle(page)).toHaveText('The Lotus Pond');

    // Create by keyboard: type, tab to buttons, Enter
    await tab(page, 'Play').focus();
    await page.keyboard.press('ArrowRight');
    // a person sees the Create panel before moving on; the tab change renders in a transition
    await expect(page.getByLabel('Story title')).toBeVisible();
    await expect(tab(page, 'Create')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Story title')).toBeFocused();
    await page.keyboard.type('Keys Story');
    await page.getByRole('button', { name: '+ Add scene' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Scene title')).toHaveCount(2);
    await page.getByRole('button', { name: '+ Add choice to Beginning' }).focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('Choice 1 leads to').focus();
    await page.keyboard.press('ArrowDown'); // scene-1 → scene-2
    await expect(page.getByLabel('Choice 1 leads to')).toHaveValue('scene-2');
    await page.getByLabel('Story title').focus();
    await page.keyboard.press('Enter'); // submits the form
    await expect(page.getByRole('heading', { name: 'Keys Story' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete Keys Story' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Delete this story?' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Keys Story' })).toBeVisible();
  });

  test('every tab passes axe at 1280 and 360 px in light and dark; touch targets ≥ 44 px', async ({ page }) => {
    test.slow();
    await seedStorageOnce(page, {
      [STORIES_KEY]: JSON.stringify([
        { id: 'local-a', title: 'Mine', realm: 'Any', emoji: '📖', start: 's', scenes: [{ id: 's', title: 'Only', body: 'Hi', choices: [] }] },
      ]),
    });
    const views: Array<[string, () => Promise<void>]> = [
      ['?tab=play', () => expect(page.getByRole('heading', { name: 'Choose a story' })).toBeVisible()],
      ['?tab=play&story=river-song', () => expect(sceneTitle(page)).toHaveText('A Song on the Water')],
      ['?tab=create', () => expect(page.getByLabel('Story title')).toBeVisible()],
      ['?tab=library', () => expect(page.getByRole('heading', { name: 'Mine' })).toBeVisible()],
      ['?tab=coming-soon', () => expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible()],
    ];
    for (const [query, check] of views) {
      await openStories(page, query);
      if (query === '?tab=create') await page.getByRole('button', { name: '+ Add choice to Beginning' }).click();
      await expectAccessibleEveryWay(page, check);
      await page.setViewportSize({ width: 360, height: 800 });
      await expectTouchTargets(page);
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});
