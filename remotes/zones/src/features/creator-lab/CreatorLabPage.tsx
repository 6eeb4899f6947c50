import { Link } from 'react-router';
import { Card, Page } from '@naturverse/ui';
import { CardIcon } from '../../components/CardIcon';

export const CREATOR_TOOLS: ReadonlyArray<{ title: string; icon: string; text: string }> = [
  {
    title: 'Make a character',
    icon: '/icons/creator-lab/character.svg',
    text: 'Dream up a hero from your favourite kingdom: a name, a look and a special power.',
  },
  { title: 'Storyboards', icon: '/icons/creator-lab/storyboards.svg', text: 'Plan a story in boxes, one picture at a time, from the beginning to the end.' },
  { title: 'Sticker sheets', icon: '/icons/creator-lab/stickers.svg', text: 'Design a sheet of nature stickers to decorate your passport and drawings.' },
];

/** /zones/creator-lab (spec §2): three inert cards and a back link. */
export function CreatorLabPage() {
  return (
    <Page title="Creator Lab" intro="A workshop for makers. These tools are being prepared for you.">
      <ul className="nv-grid zn-plain-list" aria-label="Creator tools">
        {CREATOR_TOOLS.map((tool) => (
          <Card as="li" key={tool.title} title={tool.title}>
            <CardIcon src={tool.icon} />
            <p>{tool.text}</p>
          </Card>
        ))}
      </ul>
      <p>
        <Link to="/zones">← Back to Zones</Link>
      </p>
    </Page>
  );
}
