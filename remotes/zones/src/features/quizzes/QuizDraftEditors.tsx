import { SelectField } from '@naturverse/ui';
import { BoundedField } from '../../components/BoundedField';
import { AddPartRow, EditorGroup, PartButton } from '../../components/EditorGroup';
import {
  LIMITS,
  MAX_COLUMNS,
  OPTION_LETTERS,
  addColumn,
  addQuestion,
  removeColumn,
  removeQuestion,
  setOptionText,
  updateCell,
  updateColumnTitle,
  updateQuestion,
  type OptionLetter,
  type QuizDraft,
} from './quiz-builder';

interface EditorProps {
  draft: QuizDraft;
  onChange: (draft: QuizDraft) => void;
}

/** Classic questions: a prompt, options a–d, which one is correct, and an optional explanation. */
export function ClassicQuestionsEditor({ draft, onChange }: EditorProps) {
  return (
    <>
      {draft.questions.map((q, i) => (
        <EditorGroup key={q.id} legend={`Question ${i + 1}`}>
          <BoundedField
            label={`Question ${i + 1} prompt`}
            value={q.prompt}
            max={LIMITS.prompt}
            placeholder="Question"
            onValueChange={(prompt) => onChange(updateQuestion(draft, q.id, { prompt }))}
          />
          {OPTION_LETTERS.map((letter, li) => (
            <BoundedField
              key={letter}
              label={`Option ${letter}`}
              value={q.options[li] ?? ''}
              max={LIMITS.option}
              onValueChange={(text) => onChange(setOptionText(draft, q.id, letter, text))}
            />
          ))}
          <SelectField
            label={`Correct option for question ${i + 1}`}
            value={q.correct}
            onChange={(e) => onChange(updateQuestion(draft, q.id, { correct: e.currentTarget.value as OptionLetter }))}
          >
            {OPTION_LETTERS.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </SelectField>
          <BoundedField
            label="Explanation (optional)"
            multiline
            value={q.explanation}
            max={LIMITS.explanation}
            onValueChange={(explanation) => onChange(updateQuestion(draft, q.id, { explanation }))}
          />
          {draft.questions.length > 1 && (
            <PartButton variant="danger" context={` ${i + 1}`} onClick={() => onChange(removeQuestion(draft, q.id))}>
              Delete question
            </PartButton>
          )}
        </EditorGroup>
      ))}
      <AddPartRow label="+ Add question" onAdd={() => onChange(addQuestion(draft))} />
    </>
  );
}

/** Jeopardy columns: a title and one clue + answer for each of 100, 200 and 300 points. */
export function JeopardyColumnsEditor({ draft, onChange }: EditorProps) {
  return (
    <>
      {draft.columns.map((col, i) => (
        <EditorGroup key={col.id} legend={`Column ${i + 1}`}>
          <BoundedField
            label={`Column ${i + 1} title`}
            value={col.title}
            max={LIMITS.column}
            placeholder={`Category ${i + 1}`}
            onValueChange={(title) => onChange(updateColumnTitle(draft, col.id, title))}
          />
          {col.cells.map((cell) => (
            <div key={cell.id} className="zn-builder__item">
              <BoundedField
                label={`Column ${i + 1}, ${cell.points} points: clue`}
                value={cell.question}
                max={LIMITS.clue}
                placeholder="Question"
                onValueChange={(question) => onChange(updateCell(draft, cell.id, { question }))}
              />
              <BoundedField
                label={`Column ${i + 1}, ${cell.points} points: answer`}
                value={cell.answer}
                max={LIMITS.answer}
                placeholder="Answer"
                onValueChange={(answer) => onChange(updateCell(draft, cell.id, { answer }))}
              />
            </div>
          ))}
          {draft.columns.length > 1 && (
            <PartButton variant="danger" context={` ${i + 1}`} onClick={() => onChange(removeColumn(draft, col.id))}>
              Delete column
            </PartButton>
          )}
        </EditorGroup>
      ))}
      {draft.columns.length < MAX_COLUMNS && <AddPartRow label="+ Add column" onAdd={() => onChange(addColumn(draft))} />}
    </>
  );
}
