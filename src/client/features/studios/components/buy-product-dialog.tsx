import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatLondonDate, formatPrice } from '../../../../common/format';
import { toPence } from '../../../../common/money';
import { addLondonDays } from '../../../../common/pass-terms';
import type { Pass, Product } from '../../../../common/schemas/product';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { WaiverForm } from '../../../components/waivers/waiver-form';
import { useBalance } from '../../../lib/account-queries';
import { errorMessage, hasErrorCode } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { displayName } from '../../../lib/display-name';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { creditsText } from '../../../lib/pass-wording';
import { isWaiverRefusal, useWaiverNeed } from '../../../lib/waivers';
import { type PurchaseMethod, usePurchaseProduct } from '../api/products';
import { MembershipKeyInformation } from './membership-key-information';

/** Why a purchase was refused, in the page's words (decided by code, never by the server's text). */
function refusal(error: unknown): string {
  if (hasErrorCode(error, 'INTRO_USED'))
    return 'You have already had this studio’s intro offer: it is once per person. Take a look at the other passes.';
  if (isWaiverRefusal(error)) return 'The studio has updated its waiver: please sign the new version first.';
  if (hasErrorCode(error, 'INSUFFICIENT_BALANCE'))
    return 'Your gift balance no longer covers this. Pay by card instead.';
  return errorMessage(error, 'The purchase did not go through. Please try again.');
}

/** What the pass bought gives, once bought: its credits and how long it lasts. */
function boughtSummary(pass: Pass): string {
  const credits = creditsText(pass.creditsTotal, pass.kind === 'membership');
  return pass.renewsAt
    ? `${credits}, renewing on ${formatLondonDate(pass.renewsAt)}.`
    : `${credits}, valid until ${formatLondonDate(pass.expiresAt)}.`;
}

/** The Buy button of a product, and the dialog that confirms it, pays, and says what was bought. */
export function BuyProductDialog({ product, studioName }: { product: Product; studioName: string }) {
  const [open, setOpen] = useState(false);
  const [bought, setBought] = useState<Pass>();
  // One key per opening of the dialog: a retry after a lost answer is the same purchase.
  const key = useRef('');
  const purchase = usePurchaseProduct();
  const balance = useBalance(open);
  const { user } = useAuth();
  // A studio with a waiver sells its passes to those who signed its latest version (issue 66).
  const waiver = useWaiverNeed(product.studioId, open);
  const mustSign = waiver.state === 'sign';
  const done = useRef<HTMLAnchorElement>(null);
  const now = new Date();
  const membership = product.kind === 'membership';
  const covered =
    balance.data !== undefined && (toPence(balance.data.balance) ?? 0) >= (toPence(product.price) ?? 0);

  // The pay buttons leave with the confirmation: focus goes to the way on, not to the page's top.
  useEffect(() => {
    if (bought) done.current?.focus();
  }, [bought]);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) key.current = newIdempotencyKey();
    else {
      purchase.reset();
      setBought(undefined);
    }
  };
  const buy = (method: PurchaseMethod) =>
    purchase.mutate(
      { productId: product.id, method, idempotencyKey: key.current },
      {
        onSuccess: ({ pass }) => setBought(pass),
        onError: (error) => {
          if (isWaiverRefusal(error)) waiver.refetch();
        },
      },
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button className="w-full sm:w-auto">
          Buy<span className="sr-only"> {product.name}</span>
        </Button>
      </DialogTrigger>
      {bought ? (
        <DialogContent title="You're all set">
          <div role="status" className="flex items-start gap-3 text-ink">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            <p>
              <span className="font-semibold">{bought.name}</span> at {studioName} is yours:{' '}
              {boughtSummary(bought)} Use it when you book any class here.
            </p>
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Back to the studio</Button>
            </DialogClose>
            <Button asChild>
              <Link ref={done} to="/dashboard?tab=passes">
                See My passes
              </Link>
            </Button>
          </div>
        </DialogContent>
      ) : (
        <DialogContent
          title={`Buy ${product.name}`}
          description={
            <p>
              {studioName} · {creditsText(product.credits, membership)}
              {membership
                ? ''
                : `, valid until ${formatLondonDate(addLondonDays(now, product.validDays ?? 0))}`}
            </p>
          }
        >
          {membership && <MembershipKeyInformation product={product} now={now} />}
          {mustSign && user && (
            <div className="rounded-card border border-line p-4 sm:p-5" data-testid="waiver-step">
              <WaiverForm
                key={waiver.waiver.version}
                waiver={waiver.waiver}
                studioName={studioName}
                accountName={displayName(user)}
                signedBefore={waiver.signedBefore?.version}
                onSigned={() => {
                  purchase.reset();
                  waiver.refetch();
                }}
                onOutdated={waiver.refetch}
              />
            </div>
          )}
          <p className="flex items-baseline justify-between gap-4 border-t border-line pt-4">
            <span className="font-semibold text-ink">{membership ? 'Today, then monthly' : 'Total'}</span>
            <span className="font-display text-2xl text-ink">{formatPrice(product.price)}</span>
          </p>
          {purchase.isError && (
            <p role="alert" className="text-sm font-medium text-danger">
              {refusal(purchase.error)}
            </p>
          )}
          <div className="flex flex-col gap-3 sm:flex-row-reverse sm:flex-wrap">
            <Button disabled={purchase.isPending || mustSign} onClick={() => buy('demo')}>
              {purchase.isPending ? 'Processing...' : `Pay ${formatPrice(product.price)}`}
            </Button>
            {covered && (
              <Button
                variant="secondary"
                disabled={purchase.isPending || mustSign}
                onClick={() => buy('gift-balance')}
              >
                Pay from gift balance ({formatPrice(balance.data?.balance ?? '0')})
              </Button>
            )}
            <DialogClose asChild>
              <Button variant="ghost" className="sm:mr-auto">
                Not now
              </Button>
            </DialogClose>
          </div>
          <p className="text-sm text-muted">Payment is a demo: no money is taken.</p>
        </DialogContent>
      )}
    </Dialog>
  );
}
