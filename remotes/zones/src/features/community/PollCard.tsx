import { Button } from '@naturverse/ui';
import { countOf } from '@naturverse/ui/plural';
import { vote, useVoted } from './community-store';
import { percentages, totalVotes, type Poll } from './polls';

/** One poll: a button per choice until this browser voted, then results as bars with numbers. */
export function PollCard({ poll }: { poll: Poll }) {
  const voted = useVoted();
  const mine = voted[poll.id];
  const shares = percentages(poll);
  const total = totalVotes(poll);
  return (
    <li className="nv-card zn-poll" aria-label={poll.title}>
      <h3 className="zn-poll__title">{poll.title}</h3>
      {poll.notes && <p className="zn-poll__notes">{poll.notes}</p>}
      <ul className="zn-poll__choices">
        {poll.choices.map((choice, i) => (
          <li key={choice.id} className="zn-poll__choice">
            <Button variant="secondary" disabled={mine !== undefined} aria-pressed={mine === choice.id} onClick={() => vote(poll.id, choice.id)}>
              {choice.label}
            </Button>
            <span className="zn-poll__bar" aria-hidden="true">
              <span className="zn-poll__fill" style={{ width: `${shares[i] ?? 0}%` }} />
            </span>
            <span className="zn-poll__count">
              {shares[i]}% · {countOf(choice.votes, 'vote')}
            </span>
          </li>
        ))}
      </ul>
      <p className="nv-muted">{countOf(total, 'vote')} in all</p>
      {mine !== undefined && (
        <p className="zn-poll__thanks" role="status">
          Thanks for voting!
        </p>
      )}
    </li>
  );
}
