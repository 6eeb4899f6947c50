import { useEffect, useRef, useState } from 'react';
import { Button, Modal } from '@naturverse/ui';
import { countOf } from '@naturverse/ui/plural';
import { boardDone, findCell, isUsed, playTile, startBoard, type TileOutcome } from './jeopardy';
import type { JeopardyQuiz } from './quiz-types';
import { boardProgress, progressSlot, resumeBoard, type QuizPlace } from './quiz-progress';
import { keepProgress, keptProgress } from './quiz-progress-store';
import { Glyph } from '../../components/Glyph';

export interface JeopardyBoardProps {
  quiz: JeopardyQuiz;
  /** "Score" for one player, "Group total" for a party. */
  totalLabel: string;
  /** The Play tab and the Party board each keep their own game of a board. */
  place: QuizPlace;
}

/**
 * The board: pick a tile, read the clue, then Correct (points) or Reveal (no points). Each tile
 * once. The total and the used tiles are kept (quiz-progress-store.ts) until the board is finished
 * or a new game starts: a reload or a tab switch finds the board as it was.
 */
export function JeopardyBoard({ quiz, totalLabel, place }: JeopardyBoardProps) {
  const slot = progressSlot(place, quiz.id);
  const [game, setGame] = useState(() => resumeBoard(quiz, keptProgress(slot)) ?? startBoard());
  useEffect(() => keepProgress(slot, game.used.length === 0 || boardDone(quiz, game) ? null : boardProgress(game)), [slot, quiz, game]);
  const [open, setOpen] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<TileOutcome | null>(null);
  const board = useRef<HTMLDivElement>(null);
  const cell = open ? findCell(quiz, open) : undefined;

  const close = () => {
    setOpen(null);
    setOutcome(null);
    // The used tile is disabled now: hand focus to the next tile still in play.
    requestAnimationFrame(() => board.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus());
  };
  const decide = (o: TileOutcome) => {
    if (!open) return;
    setGame(playTile(quiz, game, open, o));
    setOutcome(o);
  };

  return (
    <div className="zn-board-wrap">
      <p className="zn-board__total" aria-live="polite">
        {totalLabel}: {countOf(game.total, 'point')}
      </p>
      <div ref={board} className="zn-board" style={{ gridTemplateColumns: `repeat(${quiz.columns.length}, minmax(0, 1fr))` }}>
        {quiz.columns.map((col) => (
          <div key={col.id} className="zn-board__col" role="group" aria-label={col.title}>
            <h3 className="zn-board__title">{col.title}</h3>
            {col.cells.map((c) => {
              const used = isUsed(game, c.id);
              return (
                <Button key={c.id} className={used ? 'zn-tile is-used' : 'zn-tile'} disabled={used} onClick={() => setOpen(c.id)}>
                  {used ? (
                    <>
                      <span className="nv-visually-hidden">{`${col.title} ${c.points}, `}</span>
                      <Glyph name="check" />
                      used
                    </>
                  ) : (
                    <>
                      <span className="nv-visually-hidden">{`${col.title} for `}</span>
                      {c.points}
                    </>
                  )}
                </Button>
              );
            })}
          </div>
        ))}
      </div>
      {boardDone(quiz, game) && (
        <div className="nv-row">
          <p className="zn-quiz__score">
            Board finished! {totalLabel}: {countOf(game.total, 'point')}
          </p>
          <Button onClick={() => setGame(startBoard())}>New game</Button>
        </div>
      )}
      <Modal open={cell !== undefined} title={cell ? `For ${cell.points} points` : ''} onClose={close}>
        {cell && (
          <>
            <p className="zn-clue">{cell.question}</p>
            {outcome === null ? (
              <div className="nv-row">
                <Button onClick={() => decide('correct')}>Correct</Button>
                <Button variant="secondary" onClick={() => decide('reveal')}>
                  Reveal
                </Button>
              </div>
            ) : (
              <>
                <p className="zn-clue__answer">Answer: {cell.answer}</p>
                <p role="status">{outcome === 'correct' ? `+${cell.points} points!` : 'No points this time.'}</p>
                <Button autoFocus onClick={close}>
                  Back to the board
                </Button>
              </>
            )}
          </>
        )}
      </Modal>
    </div>
  );
}
