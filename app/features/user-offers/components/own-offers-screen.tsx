// /cabinet/offers and /cabinet/archive: the owner's offers grouped by status with counts, page by page; activate
// one, or every inactive one at once (the answer's meta.inactive_count tells how many remain), delete with confirm.
import { useNavigate } from 'react-router';
import { countOf } from '#shared/format.ts';
import { fill } from '#shared/texts/ru.ts';
import { userOfferTexts } from '#shared/texts/user-offers.ts';
import { Button, ButtonLink } from '#app/components/ui/button.tsx';
import { QueryLoadMore } from '#app/components/ui/load-more.tsx';
import { useConfirm } from '#app/components/ui/dialogs.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { PlusIcon } from '#app/components/ui/icons.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { toast } from '#app/lib/toast-store.ts';
import { toastError } from '#app/lib/toast-error.ts';
import { ApiError, errorText } from '#app/lib/api-error.ts';
import { paths } from '#app/lib/paths.ts';
import {
  useActivateAll,
  useActivateOffer,
  useDeleteOffer,
  useOwnOffers,
  type OwnList,
} from '#app/resources/user-offers.ts';
import { groupByStatus } from '../lib/group.ts';
import { OwnOfferRow } from './own-offer-row.tsx';
import styles from './own-offers.module.css';

const t = userOfferTexts.list;

export function OwnOffersScreen({ list }: { list: OwnList }) {
  const query = useOwnOffers(list);
  const activate = useActivateOffer();
  const activateAll = useActivateAll();
  const remove = useDeleteOffer();
  const confirm = useConfirm();
  const navigate = useNavigate();

  if (!query.data) {
    if (query.isError) {
      return (
        <EmptyState
          tone="danger"
          title={errorText(query.error)}
          action={<Button onClick={() => void query.refetch()}>{userOfferTexts.cabinet.retry}</Button>}
        />
      );
    }
    return <PageSpinner />;
  }

  const pages = query.data.pages;
  const meta = pages.at(-1)!.meta;
  const offers = pages.flatMap((page) => page.data);
  const groups = groupByStatus(offers, meta.counts);
  const inactive = meta.inactive_count;

  const onActivate = (id: number) =>
    activate.mutate(id, {
      onSuccess: (answer) => {
        toast(t.activated, { tone: 'success' });
        if (answer.meta.inactive_count > 0) toast(fill(t.inactiveLeft, answer.meta.inactive_count));
      },
      onError: (error) => {
        // Not ready to publish: say what is missing and lead to the editor.
        if (error instanceof ApiError && error.type === 'ValidationFailed') {
          const first = Object.values(error.fieldErrors)[0]?.[0];
          toast(first ?? errorText(error), {
            tone: 'error',
            action: { label: t.edit, onClick: () => void navigate(paths.editOffer(id)) },
          });
        } else toastError(error);
      },
    });

  const onActivateAll = async () => {
    if (
      !(await confirm({ title: t.activateAllConfirm, text: t.activateAllText, confirmLabel: t.activate }))
    ) {
      return;
    }
    activateAll.mutate(undefined, {
      onSuccess: ({ data }) => {
        if (data.activated.length > 0) {
          toast(fill(t.activatedMany, countOf(data.activated.length, t.items)), { tone: 'success' });
        } else toast(t.noneActivated);
        if (data.failed.length > 0) {
          toast(fill(t.failedMany, countOf(data.failed.length, t.items)), { tone: 'error', duration: 8000 });
        }
      },
      onError: toastError,
    });
  };

  const onDelete = async (id: number) => {
    if (
      !(await confirm({ title: t.removeConfirm, text: t.removeText, confirmLabel: t.remove, danger: true }))
    ) {
      return;
    }
    remove.mutate(id, { onSuccess: () => toast(t.removed), onError: toastError });
  };

  if (offers.length === 0) {
    return list === 'archive' ? (
      <EmptyState
        title={userOfferTexts.archive.empty}
        text={userOfferTexts.archive.emptyHint}
        action={<ButtonLink to={paths.offers()}>{userOfferTexts.archive.toOffers}</ButtonLink>}
      />
    ) : (
      <EmptyState
        title={t.empty}
        text={t.emptyHint}
        action={
          <ButtonLink to={paths.newOffer()} icon={<PlusIcon size={20} />}>
            {t.place}
          </ButtonLink>
        }
      />
    );
  }

  const busyId = activate.isPending ? activate.variables : remove.isPending ? remove.variables : null;

  return (
    <div className={styles.screen}>
      {list === 'current' && inactive > 0 && (
        <div className={styles.notice} role="status">
          <span>{t.inactiveNotice}</span>
          <Button size="sm" onClick={() => void onActivateAll()} loading={activateAll.isPending}>
            {fill(t.activateAll, inactive)}
          </Button>
        </div>
      )}
      {groups.map((group) => (
        <section key={group.status} className={styles.group} aria-label={t.groups[group.status]}>
          {list === 'current' && (
            <h2 className={styles.groupTitle}>
              {t.groups[group.status]}
              <span className={styles.groupCount} data-testid={`group-count-${group.status}`}>
                {group.count}
              </span>
            </h2>
          )}
          <ul className={styles.list}>
            {group.offers.map((offer) => (
              <OwnOfferRow
                key={offer.id}
                offer={offer}
                busy={busyId === offer.id}
                onActivate={() => onActivate(offer.id)}
                onDelete={() => void onDelete(offer.id)}
              />
            ))}
          </ul>
        </section>
      ))}
      <QueryLoadMore query={query} auto={false} />
    </div>
  );
}
