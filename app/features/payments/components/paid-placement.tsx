// The cabinet's paid-placement block (PRODUCT §8 PaymentRequired leads here): who may post already, the price and the
// pay button otherwise. The test provider confirms at once; YooKassa's page is opened and brings the payer back to
// /cabinet?payment={id}, where the payment is followed until it settles.
import { formatPrice } from '#shared/format.ts';
import type { TCabinet } from '#shared/schemas/cabinet.ts';
import { fill } from '#shared/texts/ru.ts';
import { userOfferTexts } from '#shared/texts/user-offers.ts';
import { Button, ButtonLink } from '#app/components/ui/button.tsx';
import { CheckCircleIcon, ClockIcon, LockIcon, PlusIcon } from '#app/components/ui/icons.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { toastError } from '#app/lib/toast-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { paths } from '#app/lib/paths.ts';
import { usePaymentStatus, useStartPayment } from '#app/resources/payments.ts';
import card from '#app/styles/card.module.css';
import layout from '#app/styles/layout.module.css';
import styles from './paid-placement.module.css';

const t = userOfferTexts.payments;

export type PlacementState = 'allowed' | 'unavailable' | 'offer' | 'checking' | 'pending' | 'canceled';

export function PaidPlacement({
  adCreate,
  returnedPayment,
}: {
  adCreate: TCabinet['adCreate'];
  /** ?payment={id}: the payer came back from the provider. */
  returnedPayment: number | null;
}) {
  const start = useStartPayment();
  const returned = usePaymentStatus(adCreate.allowed ? null : returnedPayment);
  const status = returned.data?.payment.status;

  const state: PlacementState = adCreate.allowed
    ? 'allowed'
    : !adCreate.payable
      ? 'unavailable'
      : returnedPayment != null && returned.isLoading
        ? 'checking'
        : status === 'pending'
          ? 'pending'
          : status === 'canceled'
            ? 'canceled'
            : 'offer';

  const pay = () =>
    start.mutate(undefined, {
      onSuccess: ({ payment }) => {
        if (payment.confirmationUrl) {
          toast(t.redirecting);
          window.location.assign(payment.confirmationUrl);
        } else if (payment.status === 'succeeded') toast(t.succeeded, { tone: 'success' });
      },
      onError: (error) => {
        toastError(error);
      },
    });

  const price = formatPrice(adCreate.price);

  return (
    <section className={styles.block} data-state={state} data-testid="paid-placement">
      <div className={styles.icon} aria-hidden="true">
        {state === 'allowed' ? (
          <CheckCircleIcon size={28} />
        ) : state === 'pending' || state === 'checking' ? (
          <ClockIcon size={28} />
        ) : (
          <LockIcon size={28} />
        )}
      </div>
      <div className={styles.body}>
        <h2 className={card.title}>{t.title}</h2>
        {state === 'allowed' && (
          <>
            <p>{returnedPayment != null ? t.succeeded : t.allowed}</p>
            <ButtonLink to={paths.newOffer()} icon={<PlusIcon size={20} />}>
              {t.place}
            </ButtonLink>
          </>
        )}
        {state === 'unavailable' && <p>{t.unavailable}</p>}
        {state === 'checking' && (
          <p className={layout.line}>
            <Spinner size={18} /> {t.checking}
          </p>
        )}
        {state === 'pending' && (
          <>
            <p>{t.pending}</p>
            <Button variant="secondary" onClick={() => void returned.refetch()} loading={returned.isFetching}>
              {t.checkAgain}
            </Button>
          </>
        )}
        {(state === 'offer' || state === 'canceled') && (
          <>
            {state === 'canceled' && <p className={styles.warning}>{t.canceled}</p>}
            <p>{fill(t.offer, price)}</p>
            <p className={styles.muted}>{t.agentsFree}</p>
            <Button onClick={pay} loading={start.isPending}>
              {start.isPending ? t.paying : fill(t.pay, price)}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
