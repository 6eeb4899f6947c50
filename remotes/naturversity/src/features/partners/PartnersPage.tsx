import { Page } from '@naturverse/ui';
import { SoonCardList } from '../../components/SoonCardList';
import { PARTNERS } from './partners';

/** /naturversity/partners: static sample partners; visiting is coming soon. */
export function PartnersPage() {
  return (
    <Page title="Partners" intro="Groups that help children explore, protect and learn about nature.">
      <SoonCardList label="Partners" idPrefix="partner" items={PARTNERS} body={(partner) => <p>{partner.focus}</p>} action="Visit (soon)" />
    </Page>
  );
}
