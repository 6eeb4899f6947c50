import { Link } from 'react-router';
import { Card, Page } from '@naturverse/ui';
import { DemoNotice } from '../../components/DemoNotice';
import '../../components/bank.css';

/** /naturbank/learn: a short, child-friendly explainer. */
export function LearnPage() {
  return (
    <Page title="Learn about NaturBank" intro="Money words made simple, with a nature twist.">
      <DemoNotice />
      <div className="nv-grid nv-bank__learn">
        <Card headingLevel={2} title="What is a wallet?">
          <p>
            A wallet is a safe place for your coins. Each wallet has an <strong>address</strong>, a bit like a house number, so coins know where to go. You can
            give it a name too.
          </p>
        </Card>
        <Card headingLevel={2} title="What is a balance?">
          <p>
            Your balance is how many coins you have right now. When you get coins it goes up; when you spend coins it goes down. It can never go below zero.
          </p>
        </Card>
        <Card headingLevel={2} title="What is a ledger?">
          <p>A ledger is a list of every coin that came in or went out, newest at the top. It helps you remember where your coins went.</p>
        </Card>
        <Card headingLevel={2} title="NATUR is pretend">
          <p>NATUR here is a practice coin. It is not real money and cannot buy real things, so you can try things out without worrying.</p>
        </Card>
        <Card headingLevel={2} title="Saving or spending?">
          <p>
            <strong>Saving</strong> means keeping coins for later, like a squirrel storing acorns for winter. <strong>Spending</strong> means using coins now. A
            good plan: save some, spend some, and think before you spend.
          </p>
        </Card>
        <Card headingLevel={2} title="Try it">
          <p>
            Practise with the <Link to="/naturbank">NaturBank</Link> grant and spend buttons, or keep a ledger on the{' '}
            <Link to="/naturbank/natur">NATUR token page</Link>.
          </p>
        </Card>
      </div>
    </Page>
  );
}
