import { Button, Card, EmptyState, Page } from '@naturverse/ui';
import { formatDate, modeStatusText, newestFirst, stampCountLabel, worldStampCounts } from './passport-logic';
import { usePassport } from './usePassport';
import { PASSPORT_WORLDS, worldTitle } from './worlds';
import { StampIcon } from './StampIcon';
import './passport.css';

export function PassportPage() {
  const { loaded, autoCounts, addDemoStamp, grantDemoBadge, badgeNote } = usePassport();
  return (
    <Page title="Passport" intro="Collect stamps as you explore the worlds, and earn badges along the way.">
      <p className="nv-passport__status" role="status">
        {loaded ? modeStatusText(loaded.mode) : 'Loading…'}
      </p>
      {loaded && (
        <>
          <WorldStamps
            counts={worldStampCounts(
              PASSPORT_WORLDS.map((w) => w.slug),
              autoCounts,
              loaded.stamps,
            )}
            onAdd={addDemoStamp}
          />
          <section aria-labelledby="recent-stamps" className="nv-stack">
            <h2 id="recent-stamps">Recent Stamps</h2>
            {loaded.stamps.length === 0 ? (
              <EmptyState>No stamps yet. Add one using the world cards above.</EmptyState>
            ) : (
              <ul className="nv-passport__list">
                {newestFirst(loaded.stamps).map((s) => (
                  <li key={s.id} className="nv-card nv-passport__entry">
                    <span className="nv-badge">{worldTitle(s.world)}</span>
                    <strong>{s.title}</strong>
                    <span>{s.note}</span>
                    <time className="nv-muted" dateTime={s.created_at}>
                      {formatDate(s.created_at)}
                    </time>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="badges" className="nv-stack">
            <h2 id="badges">Badges</h2>
            <div>
              <Button onClick={() => void grantDemoBadge()}>Grant demo badge</Button>
            </div>
            <p role="status" className="nv-muted">
              {badgeNote}
            </p>
            {loaded.badges.length === 0 ? (
              <EmptyState>No badges yet.</EmptyState>
            ) : (
              <ul className="nv-grid nv-passport__list">
                {newestFirst(loaded.badges).map((b) => (
                  <Card key={b.id} as="li" headingLevel={3} title={b.label} className="nv-passport__badge">
                    <p>
                      <code>{b.code}</code>
                    </p>
                    <time className="nv-muted" dateTime={b.created_at}>
                      {formatDate(b.created_at)}
                    </time>
                  </Card>
                ))}
              </ul>
            )}
          </section>
          <p className="nv-muted">Coming soon: auto-stamps from quizzes, stories and missions.</p>
        </>
      )}
    </Page>
  );
}

function WorldStamps({ counts, onAdd }: { counts: Record<string, number>; onAdd: (world: string) => Promise<void> }) {
  return (
    <section aria-labelledby="world-stamps" className="nv-stack">
      <h2 id="world-stamps">World Stamps</h2>
      <ul className="nv-grid nv-passport__list">
        {PASSPORT_WORLDS.map((w) => (
          <Card key={w.slug} as="li" headingLevel={3} title={w.title} className="nv-passport__world" data-world={w.slug}>
            <p className="nv-row">
              <StampIcon />
              <span className="nv-passport__count" aria-live="polite">
                {stampCountLabel(counts[w.slug] ?? 0)}
              </span>
            </p>
            <Button variant="secondary" small aria-label={`Add demo stamp for ${w.title}`} onClick={() => void onAdd(w.slug)}>
              Add demo stamp
            </Button>
          </Card>
        ))}
      </ul>
    </section>
  );
}
