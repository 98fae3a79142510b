import { Gift } from 'lucide-react';
import { Link } from 'react-router';
import { Eyebrow } from '../../../components/eyebrow';
import { PageTitle } from '../../../components/page-title';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useToaster } from '../../../components/ui/toast-host';
import { useAuth } from '../../../lib/auth';
import { signInPath } from '../../../lib/redirect';
import { BuyGiftCardForm } from '../components/buy-gift-card-form';
import { RedeemForm } from '../components/redeem-form';

/** /gift-cards: buy one for someone (signed in), and redeem a code into your balance. */
export function GiftCardsPage() {
  useToaster();
  const { user, isLoading } = useAuth();
  return (
    <div className="mx-auto max-w-7xl px-4 pt-10 sm:px-6 lg:px-8 lg:pt-14">
      <PageTitle>Gift cards</PageTitle>
      <div className="max-w-2xl">
        <Eyebrow>Gift cards</Eyebrow>
        <h1 className="mt-4 text-3xl text-ink sm:text-4xl">Give someone time to breathe</h1>
        <p className="mt-4 text-lg text-muted">
          An Attune gift card is spent on any class, at any studio, across London. We e-mail the code straight
          to them with your message.
        </p>
      </div>
      <div className="mt-10 grid gap-8 lg:grid-cols-[1.5fr_1fr] lg:items-start">
        <Card className="p-6 sm:p-8">
          <h2 className="mb-6 flex items-center gap-3 text-2xl text-ink">
            <Gift aria-hidden className="size-6 text-clay" />
            Buy a gift card
          </h2>
          <BuyGiftCardForm signedIn={!!user} />
        </Card>
        <Card className="p-6 sm:p-8">
          <h2 className="mb-6 text-2xl text-ink">Redeem a code</h2>
          {user ? (
            <RedeemForm />
          ) : isLoading ? (
            <p className="text-muted">Loading…</p>
          ) : (
            <div className="flex flex-col gap-4">
              <p className="text-muted">
                Been given a gift card? Sign in or create a free account, then enter the code here to add it
                to your balance.
              </p>
              <Button asChild variant="secondary" className="self-start">
                <Link to={signInPath('/gift-cards')}>Sign in to redeem</Link>
              </Button>
            </div>
          )}
        </Card>
      </div>
    </div>
  );
}
