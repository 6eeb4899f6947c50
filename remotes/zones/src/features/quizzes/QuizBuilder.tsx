import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, SelectField, toast } from '@naturverse/ui';
import { BoundedField } from '../../components/BoundedField';
import { NEW_DRAFT } from '../../lib/draft-store';
import { randomIdPart } from '../../lib/local-id';
import { ClassicQuestionsEditor, JeopardyColumnsEditor } from './QuizDraftEditors';
import { LIMITS, finalizeQuiz, newQuizDraft, toDraft, type QuizDraft } from './quiz-builder';
import { quizDrafts } from './quiz-drafts';
import { saveQuiz, useCustomQuizzes } from './quiz-store';

export const DISCARD_NEW_QUIZ = 'Start a new quiz? The quiz you are building has not been saved and will be lost.';

/**
 * Builder tab: make a classic or jeopardy quiz, or edit a built one (?edit=local-…).
 * Unsaved work is kept as a draft per quiz (quiz-drafts.ts), so switching tabs or
 * reloading loses nothing; New quiz starts blank (asking before it drops an unsaved new
 * quiz), Cancel leaves an edit without saving it.
 */
export function QuizBuilder() {
  const [params, setParams] = useSearchParams();
  const editing = useCustomQuizzes().find((q) => q.id === params.get('edit'));
  const target = editing?.id ?? NEW_DRAFT;
  const [fresh, setFresh] = useState(0); // a new key restarts the form blank after New quiz
  const leaveEdit = (then?: (next: URLSearchParams) => void) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete('edit');
      then?.(next);
      return next;
    });
  const done = (id: string) =>
    leaveEdit((next) => {
      next.set('tab', 'play');
      next.set('quiz', id);
    });
  const startNew = () => {
    // only a new quiz that differs from a blank one is work that would be lost
    if (quizDrafts.changedFrom(NEW_DRAFT, newQuizDraft()) && !window.confirm(DISCARD_NEW_QUIZ)) return;
    quizDrafts.discard(NEW_DRAFT);
    leaveEdit();
    setFresh((n) => n + 1);
  };
  const cancelEdit = () => {
    quizDrafts.discard(target);
    leaveEdit((next) => next.set('tab', 'play'));
  };
  const saved = editing ? toDraft(editing) : newQuizDraft();
  const kept = quizDrafts.changedFrom(target, saved);
  return (
    <BuilderForm
      key={`${target}:${fresh}`}
      target={target}
      editingTitle={editing?.title ?? null}
      saved={saved}
      initial={kept ?? saved}
      restored={kept !== undefined}
      onNew={startNew}
      onCancel={editing ? cancelEdit : null}
      onSaved={done}
    />
  );
}

interface BuilderFormProps {
  target: string;
  editingTitle: string | null;
  /** What is saved for `target` (a blank quiz for a new one): a draft that holds just this is not kept. */
  saved: QuizDraft;
  initial: QuizDraft;
  restored: boolean;
  onNew: () => void;
  onCancel: (() => void) | null;
  onSaved: (id: string) => void;
}

function BuilderForm({ target, editingTitle, saved: savedWhenOpened, initial, restored, onNew, onCancel, onSaved }: BuilderFormProps) {
  const [draft, setDraft] = useState(initial);
  // as it was when the form opened: the builder re-renders with a fresh blank quiz, or with
  // the quiz just saved, and neither is a change the family made
  const [saved] = useState(savedWhenOpened);
  useEffect(() => quizDrafts.keepUnlessSaved(target, draft, saved), [draft, saved, target]);
  const save = () => {
    const quiz = finalizeQuiz(draft, randomIdPart);
    // refused (storage full): the reason is shown, and the builder keeps the draft
    if (!saveQuiz(quiz).ok) return;
    quizDrafts.discard(target);
    toast({ kind: 'ok', text: `Saved "${quiz.title}".` });
    onSaved(quiz.id);
  };
  return (
    <form
      className="zn-builder"
      aria-labelledby="quiz-builder-title"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <h2 id="quiz-builder-title">{editingTitle !== null ? `Edit "${editingTitle}"` : 'Build a quiz'}</h2>
      {restored && (
        <p className="nv-muted" data-testid="draft-note">
          Your unsaved draft is back. It stays in this browser until you save it{onCancel ? ' or cancel' : ''}.
        </p>
      )}
      <div className="zn-builder__meta">
        <SelectField
          label="Quiz type"
          value={draft.mode}
          disabled={initial.id !== ''}
          onChange={(e) => setDraft({ ...draft, mode: e.currentTarget.value === 'jeopardy' ? 'jeopardy' : 'classic' })}
        >
          <option value="classic">Classic (answers a to d)</option>
          <option value="jeopardy">Jeopardy (a board of clues)</option>
        </SelectField>
        <BoundedField
          label="Quiz title"
          value={draft.title}
          max={LIMITS.title}
          placeholder="Untitled Quiz"
          onValueChange={(title) => setDraft({ ...draft, title })}
        />
        <BoundedField
          label="Emoji"
          value={draft.emoji}
          max={LIMITS.emoji}
          placeholder={draft.mode === 'classic' ? '❓' : '🏆'}
          onValueChange={(emoji) => setDraft({ ...draft, emoji })}
        />
      </div>
      {draft.mode === 'classic' ? <ClassicQuestionsEditor draft={draft} onChange={setDraft} /> : <JeopardyColumnsEditor draft={draft} onChange={setDraft} />}
      <div className="nv-row">
        <Button type="submit">Save quiz</Button>
        <Button variant="secondary" onClick={onNew}>
          New quiz
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
