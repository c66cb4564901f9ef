// Moderation of offers: filter by status, disable (the owner is notified, the offer leaves the search) and restore
// (back as inactive, for the owner to publish again). Both confirmed.
import { Link } from 'react-router';
import { OfferStatus } from '#shared/enums.ts';
import { formatArea, formatDate, formatPhone, formatPrice } from '#shared/format.ts';
import type { TModerationOffer } from '#shared/schemas/moderation.ts';
import { fill } from '#shared/texts/ru.ts';
import { userOfferTexts } from '#shared/texts/user-offers.ts';
import { Button } from '#app/components/ui/button.tsx';
import { useConfirm } from '#app/components/ui/dialogs.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { toastError } from '#app/lib/toast-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { paths } from '#app/lib/paths.ts';
import { useModerateOffer, useModerationOffers } from '#app/resources/moderation.ts';
import { ModerationList } from './moderation-list.tsx';
import card from '#app/styles/card.module.css';
import styles from './moderation.module.css';
import { fileUrl } from '#app/lib/api-origin.ts';

const t = userOfferTexts.moderation;

const STATUSES = OfferStatus.options
  .filter((o) => o.value !== OfferStatus.draft)
  .map((o) => ({ value: o.value as number, title: o.title }));

function OfferRow({ offer }: { offer: TModerationOffer }) {
  const confirm = useConfirm();
  const moderate = useModerateOffer();
  const disabled = offer.status === OfferStatus.disabled;

  const act = async () => {
    const ok = await confirm(
      disabled
        ? { title: t.restoreConfirm, text: t.restoreText, confirmLabel: t.restore }
        : { title: t.disableConfirm, text: t.disableText, confirmLabel: t.disable, danger: true },
    );
    if (!ok) return;
    moderate.mutate(
      { id: offer.id, action: disabled ? 'restore' : 'disable' },
      {
        onSuccess: () => toast(disabled ? t.restoredDone : t.disabledDone, { tone: 'success' }),
        onError: (error) => {
          toastError(error);
        },
      },
    );
  };

  return (
    <li className={styles.row} data-banned={disabled || undefined} data-testid="moderation-offer">
      <div className={styles.thumb}>
        {offer.image && <img src={fileUrl(offer.image.s)} alt="" loading="lazy" />}
      </div>
      <div className={styles.info}>
        <Link to={paths.offer(offer.id)} className={styles.name}>
          {offer.title}
        </Link>
        <span>
          {offer.price ? formatPrice(offer.price) : userOfferTexts.list.noPrice}
          {offer.area ? ` · ${formatArea(offer.area)}` : ''}
        </span>
        <span className={card.muted}>
          {offer.address || offer.object?.title || userOfferTexts.list.noAddress}
        </span>
        <span className={card.muted}>
          {t.owner}: {offer.owner.name?.trim() || t.noName}, {formatPhone(offer.owner.phone)} ·{' '}
          {fill(userOfferTexts.list.updatedOn, formatDate(offer.updatedAt))}
        </span>
      </div>
      <div className={styles.controls}>
        <span className={styles.badge} data-tone={disabled ? 'danger' : undefined}>
          {OfferStatus.title(offer.status)}
        </span>
        <Button
          size="sm"
          variant={disabled ? 'secondary' : 'danger'}
          onClick={() => void act()}
          loading={moderate.isPending}
        >
          {disabled ? t.restore : t.disable}
        </Button>
      </div>
    </li>
  );
}

export function OffersScreen({
  status,
  onStatusChange,
}: {
  status: number | null;
  onStatusChange: (status: number | null) => void;
}) {
  const query = useModerationOffers(status);
  return (
    <div className={styles.screen}>
      <div className={styles.filter}>
        <Select
          label={t.status}
          value={status}
          onChange={onStatusChange}
          options={STATUSES}
          placeholder={t.statusAll}
        />
      </div>
      <ModerationList
        query={query}
        empty={t.noOffers}
        forms={t.offerForms}
        render={(offer) => <OfferRow key={offer.id} offer={offer} />}
      />
    </div>
  );
}
