// /moderation/offers?status: moders and admins disable and restore offers.
import { useSearchParams } from 'react-router';
import { OfferStatus } from '#shared/enums.ts';
import { userOfferTexts } from '#shared/texts/user-offers.ts';
import { ModerationPage } from '#app/features/moderation/components/moderation-frame.tsx';
import { OffersScreen } from '#app/features/moderation/components/offers-screen.tsx';

export default function ModerationOffersPage() {
  const [search, setSearch] = useSearchParams();
  const raw = Number(search.get('status'));
  const status = OfferStatus.has(raw) ? raw : null;
  return (
    <ModerationPage title={userOfferTexts.moderation.offersTitle} type="wide">
      {() => (
        <OffersScreen
          status={status}
          onStatusChange={(next) =>
            setSearch(next == null ? {} : { status: String(next) }, { replace: true })
          }
        />
      )}
    </ModerationPage>
  );
}
