import { Button, Card, Page } from '@naturverse/ui';
import { DemoNotice } from '../../components/DemoNotice';
import { COLLECTIBLES } from './collectibles';
import '../../components/bank.css';

/** /naturbank/nfts: a preview of nature collectibles; minting is coming soon. */
export function NftsPage() {
  return (
    <Page title="NFT Preview" intro="A sneak peek at nature collectibles: digital pictures you could one day keep in your wallet.">
      <DemoNotice />
      <ul className="nv-grid nv-bank__list--plain">
        {COLLECTIBLES.map(({ id, name, blurb, alt, Art }) => (
          <Card key={id} as="li" headingLevel={2} title={name} data-collectible={id}>
            <figure className="nv-stack" style={{ margin: 0 }}>
              <div role="img" aria-label={alt}>
                <Art />
              </div>
              <figcaption>{blurb}</figcaption>
            </figure>
            <Button className="nv-bank__mint" disabled aria-describedby="mint-soon-note">
              Mint (soon)
            </Button>
          </Card>
        ))}
      </ul>
      <p id="mint-soon-note" className="nv-muted">
        Minting is coming soon. For now these are pictures to enjoy: nothing is for sale.
      </p>
    </Page>
  );
}
