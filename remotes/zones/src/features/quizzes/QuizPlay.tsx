import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Card } from '@naturverse/ui';
import { countOf } from '@naturverse/ui/plural';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { ClassicPlayer } from './ClassicPlayer';
import { JeopardyBoard } from './JeopardyBoard';
import { allQuizzes, deleteQuiz, useCustomQuizzes } from './quiz-store';
import { LOCAL_QUIZ_PREFIX, type Quiz } from './quiz-types';

export function quizSummary(q: Quiz): string {
  return q.mode === 'classic' ? `Classic · ${countOf(q.questions.length, 'question')}` : `Jeopardy · ${countOf(q.columns.length, 'column')}`;
}

/** Play tab: every quiz (seed and built); ?quiz=id opens one. Built quizzes can be edited or deleted. */
export function QuizPlay() {
  const [params, setParams] = useSearchParams();
  const quizzes = allQuizzes(useCustomQuizzes());
  const [deleting, setDeleting] = useState<Quiz | null>(null);
  const quiz = quizzes.find((q) => q.id === params.get('quiz'));

  const set = (changes: Record<string, string | null>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(changes))
        if (v === null) next.delete(k);
        else next.set(k, v);
      return next;
    });

  if (quiz) {
    return (
      <section className="zn-quiz-play" aria-labelledby="quiz-playing">
        <h2 id="quiz-playing">
          <span aria-hidden="true">{quiz.emoji}</span> {quiz.title}
        </h2>
        {quiz.mode === 'classic' ? <ClassicPlayer key={quiz.id} quiz={quiz} /> : <JeopardyBoard key={quiz.id} quiz={quiz} totalLabel="Score" />}
        <Button variant="ghost" onClick={() => set({ quiz: null })}>
          Choose another quiz
        </Button>
      </section>
    );
  }

  return (
    <section aria-labelledby="quiz-choose">
      <h2 id="quiz-choose">Choose a quiz</h2>
      <ul className="zn-two-up zn-plain-list">
        {quizzes.map((q) => (
          <li key={q.id}>
            <Card title={q.title} headingLevel={3} as="div">
              <span className="zn-card-emoji" aria-hidden="true">
                {q.emoji}
              </span>
              <p className="nv-muted">{quizSummary(q)}</p>
              <div className="nv-row">
                <Button onClick={() => set({ quiz: q.id })} aria-label={`Play ${q.title}`}>
                  Play
                </Button>
                {q.id.startsWith(LOCAL_QUIZ_PREFIX) && (
                  <>
                    <Button variant="secondary" onClick={() => set({ tab: 'builder', edit: q.id })} aria-label={`Edit ${q.title}`}>
                      Edit
                    </Button>
                    <Button variant="danger" onClick={() => setDeleting(q)} aria-label={`Delete ${q.title}`}>
                      Delete
                    </Button>
                  </>
                )}
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <ConfirmDelete name={deleting?.title ?? null} kind="quiz" onClose={() => setDeleting(null)} onDelete={() => deleting && deleteQuiz(deleting.id)} />
    </section>
  );
}
