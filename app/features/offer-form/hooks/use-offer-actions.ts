// What the offer editor does besides its fields: delete the offer (or discard the draft), tie it to a complex or
// untie it (each a save of its own), and keep the photos the server answered.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { OfferStatus } from '#shared/enums.ts';
import type { TOfferFull } from '#shared/schemas/offer.ts';
import { userOfferTexts } from '#shared/texts/user-offers.ts';
import { useConfirm } from '#app/components/ui/dialogs.tsx';
import { forgetOfferNotifications } from '#app/lib/offer-notifications.ts';
import { paths } from '#app/lib/paths.ts';
import { toast } from '#app/lib/toast-store.ts';
import {
  deleteOffer,
  userOffersKeys,
  type OfferKey,
  type TImagesAnswer,
} from '#app/resources/user-offers.ts';
import type { OfferEditor } from './use-offer-form.ts';

const t = userOfferTexts.form;

export function useOfferActions(offer: TOfferFull, offerKey: OfferKey, editor: OfferEditor) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { run, save, report, setBusy, allowLeave } = editor;

  const onDelete = async () => {
    const draft = offer.status === OfferStatus.draft;
    const ok = await confirm({
      title: draft ? t.discardConfirm : userOfferTexts.list.removeConfirm,
      text: draft ? t.discardText : userOfferTexts.list.removeText,
      confirmLabel: draft ? t.discardDraft : t.remove,
      danger: true,
    });
    if (!ok) return;
    setBusy('delete');
    try {
      await deleteOffer(offer.id === 0 ? 'draft' : offer.id);
      client.removeQueries({ queryKey: userOffersKeys.ones });
      void client.invalidateQueries({ queryKey: userOffersKeys.all });
      void client.invalidateQueries({ queryKey: userOffersKeys.cabinet });
      if (offer.id !== 0) forgetOfferNotifications(client, offer.id);
      toast(draft ? t.discarded : userOfferTexts.list.removed);
      allowLeave();
      void navigate(paths.offers(), { replace: true });
    } catch (error) {
      void report(error);
      setBusy(null);
    }
  };

  const onUntie = async () => {
    if (!(await confirm({ title: t.untieConfirm, confirmLabel: t.untie }))) return;
    await run('tie', () => save({ objectId: null, pavilionId: null, sectionId: null, cellId: null }));
  };

  const onTie = (objectId: number) =>
    run('tie', async () => {
      await save({ objectId });
      toast(t.tieSaved, { tone: 'success' });
    });

  const onPhotos = (answer: TImagesAnswer) => {
    const images = answer.images;
    const next = { ...offer, images, allImages: images, image: images[0] ?? null };
    client.setQueryData(userOffersKeys.one(offerKey), next);
    if (offer.id !== 0) client.setQueryData(userOffersKeys.one(offer.id), next);
    // The first photo made the draft: read it again for its id.
    if (offer.id === 0) void client.invalidateQueries({ queryKey: userOffersKeys.one(offerKey) });
    void client.invalidateQueries({ queryKey: userOffersKeys.all, refetchType: 'none' });
  };

  return { onDelete, onUntie, onTie, onPhotos };
}
