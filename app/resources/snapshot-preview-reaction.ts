// The owner's «Открыть как клиент»: a reaction shown on this page only, never sent (the agent's own marks and
// comments are not the client's; the server ignores them too). Loaded with the owner's first tap (app/resources/
// snapshot.ts), so the link's first screen carries no Zod.
import {
  ZReactionCreate,
  type TReactionAnswer,
  type TReactionCreateInput,
} from '#shared/schemas/collections-live.ts';
import type { TSnapshot } from '#shared/schemas/collections.ts';

export function previewReaction(snapshot: TSnapshot, input: TReactionCreateInput): TReactionAnswer {
  const body = ZReactionCreate.parse(input);
  const item = snapshot.items.find((i) => i.kind === body.kind && i.id === body.itemId);
  const comment = body.comment
    ? [
        {
          id: -Date.now(),
          text: body.comment,
          clientName: body.clientName ?? null,
          createdAt: new Date().toISOString(),
        },
      ]
    : [];
  return {
    kind: body.kind,
    itemId: body.itemId,
    mark: body.reaction === undefined ? (item?.mark ?? null) : body.reaction,
    comments: [...(item?.comments ?? []), ...comment],
  };
}
