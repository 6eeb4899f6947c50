import { TabbedPage } from '../../components/TabbedPage';
import { BoardTab } from './BoardTab';
import { PollsTab } from './PollsTab';
import './community.css';

/** /zones/community (spec §2): tabs Polls, Volunteer Board, Coming Soon. */
export function CommunityPage() {
  return (
    <TabbedPage
      title="Community"
      intro="Vote on what the Naturverse does next and join nature volunteering near you."
      tabs={[
        { id: 'polls', label: 'Polls', content: <PollsTab /> },
        { id: 'board', label: 'Volunteer Board', content: <BoardTab /> },
      ]}
      comingSoon={
        <ul className="zn-community__soon">
          <li>Family groups and clubs</li>
          <li>Photo challenges with friends</li>
          <li>Badges for volunteering</li>
        </ul>
      }
    />
  );
}
