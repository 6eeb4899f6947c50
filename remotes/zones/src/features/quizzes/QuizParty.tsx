import { useState } from 'react';
import { SelectField } from '@naturverse/ui';
import { JeopardyBoard } from './JeopardyBoard';
import { allQuizzes, useCustomQuizzes } from './quiz-store';
import type { JeopardyQuiz } from './quiz-types';

/** Party tab: a jeopardy board for a group around one screen, with a running total. */
export function QuizParty() {
  const boards = allQuizzes(useCustomQuizzes()).filter((q): q is JeopardyQuiz => q.mode === 'jeopardy');
  const [chosen, setChosen] = useState(boards[0]?.id ?? '');
  const board = boards.find((b) => b.id === chosen) ?? boards[0];
  return (
    <section aria-labelledby="quiz-party-title" className="zn-quiz-play">
      <h2 id="quiz-party-title">Party board</h2>
      <p>Play together: read a clue out loud, let the group answer, then press Correct or Reveal.</p>
      {boards.length > 1 && (
        <SelectField label="Board" value={board?.id} onChange={(e) => setChosen(e.currentTarget.value)}>
          {boards.map((b) => (
            <option key={b.id} value={b.id}>
              {b.title}
            </option>
          ))}
        </SelectField>
      )}
      {board && <JeopardyBoard key={board.id} quiz={board} totalLabel="Group total" place="party" />}
    </section>
  );
}
