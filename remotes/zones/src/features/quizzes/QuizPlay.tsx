import { Button } from '@naturverse/ui';
import { countOf } from '@naturverse/ui/plural';
import { PlayableList } from '../../components/PlayableList';
import { useQueryParams } from '../../lib/search-params';
import { ClassicPlayer } from './ClassicPlayer';
import { JeopardyBoard } from './JeopardyBoard';
import { allQuizzes, deleteQuiz, useCustomQuizzes } from './quiz-store';
import { LOCAL_QUIZ_PREFIX, type Quiz } from './quiz-types';

export function quizSummary(q: Quiz): string {
  return q.mode === 'classic' ? `Classic · ${countOf(q.questions.length, 'question')}` : `Jeopardy · ${countOf(q.columns.length, 'column')}`;
}

/** Play tab: every quiz (seed and built); ?quiz=id opens one. Built quizzes can be edited or deleted. */
export function QuizPlay() {
  const [params, set] = useQueryParams();
  const quizzes = allQuizzes(useCustomQuizzes());
  const quiz = quizzes.find((q) => q.id === params.get('quiz'));

  if (quiz) {
    return (
      <section className="zn-quiz-play" aria-labelledby="quiz-playing">
        <h2 id="quiz-playing">
          <span aria-hidden="true">{quiz.emoji}</span> {quiz.title}
        </h2>
        {quiz.mode === 'classic' ? <ClassicPlayer key={quiz.id} quiz={quiz} /> : <JeopardyBoard key={quiz.id} quiz={quiz} totalLabel="Score" place="play" />}
        <Button variant="ghost" onClick={() => set({ quiz: null })}>
          Choose another quiz
        </Button>
      </section>
    );
  }

  return (
    <PlayableList
      headingId="quiz-choose"
      heading="Choose a quiz"
      items={quizzes}
      summary={(q) => <p className="nv-muted">{quizSummary(q)}</p>}
      onPlay={(q) => set({ quiz: q.id })}
      changes={{
        kind: 'quiz',
        canChange: (q) => q.id.startsWith(LOCAL_QUIZ_PREFIX),
        onEdit: (q) => set({ tab: 'builder', edit: q.id }),
        onDelete: (q) => deleteQuiz(q.id),
      }}
    />
  );
}
