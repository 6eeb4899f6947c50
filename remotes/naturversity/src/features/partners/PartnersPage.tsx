import { Button, Page } from '@naturverse/ui';
import { PARTNERS } from './partners';

/** /naturversity/partners: static sample partners; visiting is coming soon. */
export function PartnersPage() {
  return (
    <Page title="Partners" intro="Groups that help children explore, protect and learn about nature.">
      <ul className="nv-grid nv-nu-list" aria-label="Partners">
        {PARTNERS.map((partner) => (
          <li key={partner.id}>
            <article className="nv-card nv-nu-card" aria-labelledby={`partner-${partner.id}`}>
              <h2 id={`partner-${partner.id}`} className="nv-card__title">
                {partner.name}
              </h2>
              <p>{partner.focus}</p>
              <div className="nv-row nv-nu-actions">
                <Button variant="secondary" disabled aria-describedby={`partner-${partner.id}`}>
                  Visit (soon)
                </Button>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Page>
  );
}
