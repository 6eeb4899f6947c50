/** What happened, said out loud: progress and success politely (status), problems at once (alert). */
export type Message = { kind: 'ok' | 'err'; text: string } | null;

export function StatusMessage({ message }: { message: Message }) {
  return (
    <>
      <p className="zn-status" role="status">
        {message?.kind === 'ok' ? message.text : ''}
      </p>
      {message?.kind === 'err' && (
        <p className="nv-field__error" role="alert">
          {message.text}
        </p>
      )}
    </>
  );
}
