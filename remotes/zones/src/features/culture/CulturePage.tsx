import { Card, Page } from '@naturverse/ui';
import { CULTURE_KINGDOMS, CULTURE_SECTIONS } from './culture-data';

/** /zones/culture (spec §2): one card per kingdom with Beliefs, Holidays and Ceremonies. */
export function CulturePage() {
  return (
    <Page
      title="Culture"
      intro="Every kingdom is inspired by real people and places. Here are some of the beliefs, holidays and ceremonies families there may share. Not everyone celebrates the same way, and that is part of what makes the world wonderful."
    >
      <div className="zn-two-up">
        {CULTURE_KINGDOMS.map((kingdom) => (
          <Card
            key={kingdom.name}
            aria-label={kingdom.name}
            title={
              <>
                {/* drawn, not emoji (empty boxes without a colour-emoji font); the name says it */}
                <img className="zn-title-icon" src={kingdom.icon} alt="" width={32} height={32} />
                {kingdom.name}
              </>
            }
          >
            <p className="nv-muted">{kingdom.inspiredBy}</p>
            {CULTURE_SECTIONS.map((section) => (
              <div key={section.key}>
                <h3>{section.title}</h3>
                <ul>
                  {kingdom[section.key].map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            ))}
          </Card>
        ))}
      </div>
    </Page>
  );
}
