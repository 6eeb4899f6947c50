import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, SelectField, toast } from '@naturverse/ui';
import { BoundedField } from '../../components/BoundedField';
import { randomIdPart } from '../../lib/local-id';
import { ClassicQuestionsEditor, JeopardyColumnsEditor } from './QuizDraftEditors';
import { LIMITS, finalizeQuiz, newQuizDraft, toDraft, type QuizDraft } from './quiz-builder';
import { saveQuiz, useCustomQuizzes } from './quiz-store';

/** Builder tab: make a classic or jeopardy quiz, or edit a built one (?edit=local-…). */
export function QuizBuilder() {
  const [params, setParams] = useSearchParams();
  const editing = useCustomQuizzes().find((q) => q.id === params.get('edit'));
  const done = (id: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete('edit');
      next.set('tab', 'play');
      next.set('quiz', id);
      return next;
    });
  return <BuilderForm key={editing?.id ?? 'new'} initial={editing ? toDraft(editing) : newQuizDraft()} onSaved={done} />;
}

function BuilderForm({ initial, onSaved }: { initial: QuizDraft; onSaved: (id: string) => void }) {
  const [draft, setDraft] = useState(initial);
  const save = () => {
    const quiz = finalizeQuiz(draft, randomIdPart);
    if (saveQuiz(quiz).ok) toast({ kind: 'ok', text: `Saved "${quiz.title}".` });
    onSaved(quiz.id);
  };
  return (
    <form className="zn-builder" aria-labelledby="quiz-builder-title" onSubmit={(e) => { e.preventDefault(); save(); }}>
      <h2 id="quiz-builder-title">{initial.id ? `Edit "${initial.title}"` : 'Build a quiz'}</h2>
      <div className="zn-builder__meta">
        <SelectField label="Quiz type" value={draft.mode} disabled={initial.id !== ''}
          onChange={(e) => setDraft({ ...draft, mode: e.currentTarget.value === 'jeopardy' ? 'jeopardy' : 'classic' })}>
          <option value="classic">Classic (questions with answers a to d)</option>
          <option value="jeopardy">Jeopardy (a board of clues)</option>
        </SelectField>
        <BoundedField label="Quiz title" value={draft.title} max={LIMITS.title} placeholder="Untitled Quiz" onValueChange={(title) => setDraft({ ...draft, title })} />
        <BoundedField label="Emoji" value={draft.emoji} max={LIMITS.emoji} placeholder={draft.mode === 'classic' ? '❓' : '🏆'} onValueChange={(emoji) => setDraft({ ...draft, emoji })} />
      </div>
      {draft.mode === 'classic' ? <ClassicQuestionsEditor draft={draft} onChange={setDraft} /> : <JeopardyColumnsEditor draft={draft} onChange={setDraft} />}
      <div className="nv-row">
        <Button type="submit">Save quiz</Button>
      </div>
    </form>
  );
}
