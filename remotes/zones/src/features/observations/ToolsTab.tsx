import { useState } from 'react';
import { Button, TextField } from '@naturverse/ui';
import { countOf } from '@naturverse/ui/plural';
import { describeDbFailure, observationDb } from './observation-db';
import { StatusMessage, type Message } from './StatusMessage';
import { createExport, exportFileName, readImport, replaceConfirmation } from './transfer';

const photos = (n: number) => countOf(n, 'photo');

function download(name: string, file: Blob) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Tools tab: clear all (after a yes), export a JSON file, import one (checked, then
 * confirmed). Export and import go one photo at a time (transfer.ts), so any export this
 * page makes imports back, whatever its size.
 */
export function ToolsTab({ count, unreadable, onChanged }: { count: number; unreadable: boolean; onChanged: () => Promise<void> }) {
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

  const exportAll = async () => {
    const file = createExport();
    try {
      await observationDb.each((record) => file.add(record));
    } catch {
      setMessage({ kind: 'err', text: 'This browser is not letting the site read its photo store, so nothing was exported.' });
      return;
    }
    download(exportFileName(new Date()), file.finish());
  };

  const importFile = async (file: File | undefined) => {
    setInputKey((k) => k + 1); // the same file can be chosen again
    if (!file) return;
    setMessage({ kind: 'ok', text: 'Reading the file…' });
    let check;
    try {
      check = await readImport(file.stream());
    } catch {
      setMessage({ kind: 'err', text: 'That file could not be read, so nothing was imported. Your photos are unchanged.' });
      return;
    }
    if (!check.ok) {
      setMessage({ kind: 'err', text: check.message });
      return;
    }
    if (!window.confirm(replaceConfirmation(count, check.records.length))) {
      setMessage({ kind: 'ok', text: 'Import cancelled. Nothing was changed.' });
      return;
    }
    const { records } = check;
    await run(() => observationDb.replaceAll(records), `Imported ${photos(records.length)}.`);
  };

  return (
    <div className="zn-tools">
      <section aria-labelledby="zn-tools-export">
        <h2 id="zn-tools-export">Export and import</h2>
        <p>
          {unreadable ? 'Export saves every photo' : count === 1 ? 'Export saves your 1 photo' : `Export saves all ${photos(count)}`} in one JSON file.
          Importing a file replaces every photo saved here.
        </p>
        <Button onClick={() => void exportAll()}>Export JSON</Button>
        <TextField
          key={inputKey}
          label="Import JSON"
          hint="Any export file from this page, however many photos it holds."
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
