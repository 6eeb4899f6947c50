import { useState } from 'react';
import { Button, TextField } from '@naturverse/ui';
import { readAsText } from './image-file';
import type { Observation } from './observation';
import { describeDbFailure, observationDb } from './observation-db';
import { StatusMessage, type Message } from './StatusMessage';
import { checkImportSize, exportFileName, exportJson, parseImport, replaceConfirmation } from './transfer';

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Tools tab: clear all (after a yes), export a JSON file, import one (checked, then confirmed). */
export function ToolsTab({ records, onChanged }: { records: Observation[]; onChanged: () => Promise<void> }) {
  const [message, setMessage] = useState<Message>(null);
  const [inputKey, setInputKey] = useState(0);

  const run = async (action: () => Promise<void>, done: string) => {
    try {
      await action();
      setMessage({ kind: 'ok', text: done });
    } catch (error) {
      setMessage({ kind: 'err', text: describeDbFailure(error) });
    }
    await onChanged();
  };

  const clearAll = () => {
    if (!window.confirm('Clear all local observations?')) return;
    void run(() => observationDb.clear(), 'All local observations were cleared.');
  };

  const importFile = async (file: File | undefined) => {
    setInputKey((k) => k + 1); // the same file can be chosen again
    if (!file) return;
    const check = checkImportSize(file.size) ?? parseImport(await readAsText(file));
    if (!check.ok) {
      setMessage({ kind: 'err', text: check.message });
      return;
    }
    if (!window.confirm(replaceConfirmation(records.length, check.records.length))) {
      setMessage({ kind: 'ok', text: 'Import cancelled. Nothing was changed.' });
      return;
    }
    const n = check.records.length;
    await run(() => observationDb.replaceAll(check.records), `Imported ${n} photo${n === 1 ? '' : 's'}.`);
  };

  return (
    <div className="zn-tools">
      <section aria-labelledby="zn-tools-export">
        <h2 id="zn-tools-export">Export and import</h2>
        <p>Export saves all {records.length} photos in one JSON file. Importing a file replaces every photo saved here.</p>
        <Button onClick={() => download(exportFileName(new Date()), exportJson(records))}>Export JSON</Button>
        <TextField
          key={inputKey}
          label="Import JSON"
          hint="An export file from this page, up to 50 MB."
          type="file"
          accept="application/json,.json"
          onChange={(e) => void importFile(e.currentTarget.files?.[0])}
        />
      </section>
      <section aria-labelledby="zn-tools-clear">
        <h2 id="zn-tools-clear">Start again</h2>
        <Button variant="danger" onClick={clearAll}>
          Clear
        </Button>
      </section>
      <StatusMessage message={message} />
    </div>
  );
}
