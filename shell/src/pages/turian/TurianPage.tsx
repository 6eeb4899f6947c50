import { useState } from 'react';
import { Button, Card, Page } from '@naturverse/ui';
import { useNeedsScript } from '../../layout/use-hydrated';
import { DEMO_PROMPTS, addExchange, type ChatLine } from './turian-replies';
import './turian.css';

export default function TurianPage() {
  const [lines, setLines] = useState<ChatLine[]>([]);
  const [nextId, setNextId] = useState(1);
  const needsScript = useNeedsScript();

  return (
    <Page title="Turian the Durian" intro="Chat with Turian is temporarily disabled while we make it extra safe for kids.">
      <Card title="Offline demo">
        <p className="nv-muted">Pick something to say. Turian answers right here in your browser — nothing is sent anywhere.</p>
        <div className="nv-row" role="group" aria-label="Things to say to Turian">
          {DEMO_PROMPTS.map((p) => (
            <Button
              {...needsScript}
              key={p.id}
              variant="secondary"
              small
              onClick={() => {
                setLines((l) => addExchange(l, p, nextId));
                setNextId((n) => n + 2);
              }}
            >
              {p.label}
            </Button>
          ))}
        </div>
        <div role="log" aria-label="Conversation with Turian" aria-live="polite">
          <ol className="nv-turian__log">
            {lines.map((line) => (
              <li key={line.id} className={`nv-turian__line nv-turian__line--${line.from}`}>
                <strong>{line.from === 'you' ? 'You' : 'Turian'}:</strong> {line.text}
              </li>
            ))}
          </ol>
        </div>
      </Card>
      <p>Live chat coming soon.</p>
    </Page>
  );
}
