// /cabinet: the cabinet home. PaymentRequired leads here (PRODUCT §8); the provider brings a payer back with ?payment=.
import { useSearchParams } from 'react-router';
import { appTexts } from '#shared/texts/app.ts';
import { userOfferTexts } from '#shared/texts/user-offers.ts';
import { Button } from '#app/components/ui/button.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { errorText } from '#app/lib/api-error.ts';
import { useUser } from '#app/resources/user.ts';
import { useCabinet } from '#app/resources/cabinet.ts';
import { CabinetHome } from '#app/features/cabinet/components/cabinet-home.tsx';
import { useUnreadCount } from '#app/resources/notifications.ts';
import { openNotifications } from '#app/features/notifications/lib/panel-store.ts';
import { PaidPlacement } from '#app/features/payments/components/paid-placement.tsx';

export default function CabinetPage() {
  const { data: user } = useUser();
  const cabinet = useCabinet();
  const unread = useUnreadCount();
  const [search] = useSearchParams();
  const payment = Number(search.get('payment'));
  const returnedPayment = Number.isInteger(payment) && payment > 0 ? payment : null;

  return (
    <ScreenContainer type="default">
      <DocumentTitle title={appTexts.pages.cabinet} />
      <PageTitle title={appTexts.pages.cabinet} />
      {!user ? (
        <PageSpinner />
      ) : (
        <CabinetHome
          user={user}
          cabinet={cabinet.data}
          notifications={{ unread, open: openNotifications }}
          placement={
            cabinet.data ? (
              <PaidPlacement adCreate={cabinet.data.adCreate} returnedPayment={returnedPayment} />
            ) : cabinet.isError ? (
              <EmptyState
                tone="danger"
                title={userOfferTexts.cabinet.loadFailed}
                text={errorText(cabinet.error)}
                action={
                  <Button onClick={() => void cabinet.refetch()}>{userOfferTexts.cabinet.retry}</Button>
                }
              />
            ) : (
              <PageSpinner />
            )
          }
        />
      )}
    </ScreenContainer>
  );
}
