// The prompt that asks a new collection's name: from the collections page, a card's button and the select modal.
import { collectionTexts } from '#shared/texts/collections.ts';
import { COLLECTION_LIMITS } from '#shared/collection-limits.ts';

export const newCollectionPrompt = {
  title: collectionTexts.prompt.createTitle,
  label: collectionTexts.prompt.nameLabel,
  placeholder: collectionTexts.prompt.namePlaceholder,
  maxLength: COLLECTION_LIMITS.nameMax,
  confirmLabel: collectionTexts.prompt.create,
};
