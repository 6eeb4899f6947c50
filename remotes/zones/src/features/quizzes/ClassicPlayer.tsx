import { useEffect, useRef, useState } from 'react';
import { Button } from '@naturverse/ui';
import { answer, currentQuestion, isFinished, next, pickedCorrectly, scoreText, startClassic } from './classic-game';
import type { ClassicQuiz } from './quiz-types';
import { classicProgress, progressSlot, resumeClassic } from './quiz-progress';
import { keepProgress, keptProgress } from './quiz-progress-store';
import { Glyph } from '../../components/Glyph';

/**
 * A classic quiz: one question at a time, feedback and explanation, then the score. The game in
 * play is kept (quiz-progress-store.ts): a reload or a tab switch comes back to the same question,
 * order and score; finishing forgets it, Play Again deals a new one.
 */
export function ClassicPlayer({ quiz }: { quiz: ClassicQuiz }) {
  const slot = progressSlot('play', quiz.id);
  const [game, setGame] = useState(() => resumeClassic(quiz, keptProgress(slot)) ?? startClassic(quiz, Math.random));
  // kept from the first answer on: a game only dealt is nothing to lose, and opening a quiz never
  // writes (what was stored, even unreadable, stays as it was until the family plays)
  const begun = game.index > 0 || game.picked !== null;
  useEffect(() => keepProgress(slot, isFinished(game) || !begun ? null : classicProgress(game)), [slot, game, begun]);
  const heading = useRef<HTMLHeadingElement>(null);
  const feedback = useRef<HTMLParagraphElement>(null);
  const moved = useRef(false);

  // A new question (or the score) takes the focus, so keyboard play never loses its place.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [game.index, game.questions]);
  useEffect(() => {
    if (game.picked !== null) feedback.current?.focus();
  }, [game.picked]);

  if (isFinished(game)) {
    return (
      <div className="zn-quiz">
        <h3 ref={heading} tabIndex={-1}>
          Finished!
        </h3>
        <p className="zn-quiz__score">You {scoreText(game)}</p>
        <Button onClick={() => setGame(startClassic(quiz, Math.random))}>Play Again</Button>
      </div>
    );
  }

  const question = currentQuestion(game);
  if (!question) return null;
  const correct = question.options.find((o) => o.correct);
  const last = game.index === game.questions.length - 1;
  return (
    <div className="zn-quiz">
      <p className="zn-quiz__progress">
        Question {game.index + 1} of {game.questions.length} · Score {game.score}
      </p>
      <h3 ref={heading} tabIndex={-1} className="zn-quiz__prompt">
        {question.prompt}
      </h3>
      <ul className="zn-quiz__options zn-plain-list" aria-label="Answers">
        {question.options.map((o) => (
          <li key={o.id}>
            <Button
              variant="secondary"
              className={game.picked === null ? 'zn-quiz__option' : `zn-quiz__option ${o.correct ? 'is-correct' : o.id === game.picked ? 'is-wrong' : ''}`}
              disabled={game.picked !== null}
              onClick={() => setGame(answer(game, o.id))}
            >
              {o.text}
            </Button>
          </li>
        ))}
      </ul>
      {game.picked !== null && (
        <div className="zn-quiz__feedback">
          <p ref={feedback} tabIndex={-1} className="zn-quiz__verdict">
            {pickedCorrectly(game) ? (
              <>
                <Glyph name="check" /> Correct!
              </>
            ) : (
              `Not quite. The answer is: ${correct?.text ?? ''}`
            )}
          </p>
          {question.explanation && <p>{question.explanation}</p>}
          <Button onClick={() => setGame(next(game))}>{last ? 'See my score' : 'Next question'}</Button>
        </div>
      )}
    </div>
  );
}
