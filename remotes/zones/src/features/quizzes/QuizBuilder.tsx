import { SelectField } from '@naturverse/ui';
import { BoundedField } from '../../components/BoundedField';
import { DraftForm } from '../../components/DraftForm';
import { useKeptDraft, useOpenDraft, type OpenDraft } from '../../lib/draft-builder';
import { randomIdPart } from '../../lib/local-id';
import { useQueryParams } from '../../lib/search-params';
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
  const [params] = useQueryParams();
  const editing = useCustomQuizzes().find((q) => q.id === params.get('edit'));
  const open = useOpenDraft({
    drafts: quizDrafts,
    editing,
    saved: editing ? toDraft(editing) : newQuizDraft(),
    blank: newQuizDraft,
    discardQuestion: DISCARD_NEW_QUIZ,
    afterCancel: { tab: 'play' },
    afterSave: (id) => ({ tab: 'play', quiz: id }),
  });
  return <QuizForm key={open.key} open={open} />;
}

function QuizForm({ open }: { open: OpenDraft<QuizDraft> }) {
  const { draft, setDraft, finish } = useKeptDraft(quizDrafts, open);
  const save = () => {
    const quiz = finalizeQuiz(draft, randomIdPart);
    // refused (storage full): the reason is shown, and the builder keeps the draft
    if (saveQuiz(quiz).ok) finish(quiz);
  };
  return (
    <DraftForm
      headingId="quiz-builder-title"
      newHeading="Build a quiz"
      editingTitle={open.editingTitle}
      restored={open.restored}
      saveLabel="Save quiz"
      newLabel="New quiz"
      onSave={save}
      onNew={open.onNew}
      onCancel={open.onCancel}
      meta={
        <>
          <SelectField
            label="Quiz type"
            value={draft.mode}
            disabled={open.initial.id !== ''}
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
        </>
      }
    >
      {draft.mode === 'classic' ? <ClassicQuestionsEditor draft={draft} onChange={setDraft} /> : <JeopardyColumnsEditor draft={draft} onChange={setDraft} />}
    </DraftForm>
  );
}
