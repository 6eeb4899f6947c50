import { Card, Page } from '@naturverse/ui';

export const FUTURE_IDEAS: ReadonlyArray<{ title: string; emoji: string; text: string }> = [
  { title: 'AR/VR', emoji: '🥽', text: 'Step inside the kingdoms and see animals and plants all around you.' },
  { title: 'Console Play', emoji: '🎮', text: 'Play Naturverse games on the big screen with a controller.' },
  { title: 'Worldwide Multiplayer', emoji: '🌍', text: 'Team up safely with friends from other kingdoms on shared quests.' },
  { title: '3D Worlds', emoji: '🏔️', text: 'Explore mountains, rivers and forests of every kingdom in 3D.' },
  { title: 'AI Companions', emoji: '🤖', text: 'A friendly helper that answers nature questions and cheers you on.' },
  { title: 'Marketplace Upgrades', emoji: '🛍️', text: 'More plushies, tees and sticker packs, and new ways to shop together.' },
];

/** /zones/future (spec §2): six 'Coming Soon' cards. */
export function FuturePage() {
  return (
    <Page title="Future" intro="Big ideas we are dreaming about. None of these are ready yet.">
      <ul className="nv-grid zn-plain-list" aria-label="Coming soon">
        {FUTURE_IDEAS.map((idea) => (
          <Card as="li" key={idea.title} title={idea.title}>
            <span className="zn-card-emoji" aria-hidden="true">
              {idea.emoji}
            </span>
            <p>{idea.text}</p>
            <span className="nv-badge">Coming Soon</span>
          </Card>
        ))}
      </ul>
    </Page>
  );
}
