import { Card, Page } from '@naturverse/ui';
import { CardIcon } from '../../components/CardIcon';

export const FUTURE_IDEAS: ReadonlyArray<{ title: string; icon: string; text: string }> = [
  { title: 'AR/VR', icon: '/icons/future/ar-vr.svg', text: 'Step inside the kingdoms and see animals and plants all around you.' },
  { title: 'Console Play', icon: '/icons/future/console.svg', text: 'Play Naturverse games on the big screen with a controller.' },
  { title: 'Worldwide Multiplayer', icon: '/icons/future/multiplayer.svg', text: 'Team up safely with friends from other kingdoms on shared quests.' },
  { title: '3D Worlds', icon: '/icons/future/worlds-3d.svg', text: 'Explore mountains, rivers and forests of every kingdom in 3D.' },
  { title: 'AI Companions', icon: '/icons/future/ai-companions.svg', text: 'A friendly helper that answers nature questions and cheers you on.' },
  { title: 'Marketplace Upgrades', icon: '/icons/future/marketplace.svg', text: 'More plushies, tees and sticker packs, and new ways to shop together.' },
];

/** /zones/future (spec §2): six 'Coming Soon' cards. */
export function FuturePage() {
  return (
    <Page title="Future" intro="Big ideas we are dreaming about. None of these are ready yet.">
      <ul className="nv-grid zn-plain-list" aria-label="Coming soon">
        {FUTURE_IDEAS.map((idea) => (
          <Card as="li" key={idea.title} title={idea.title}>
            <CardIcon src={idea.icon} />
            <p>{idea.text}</p>
            <span className="nv-badge">Coming Soon</span>
          </Card>
        ))}
      </ul>
    </Page>
  );
}
