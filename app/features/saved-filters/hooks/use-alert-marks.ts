// A FilterMatch notification opens /feed?alert=<filter>&new=…&cut=…: the feed takes that saved filter (once) and,
// while it stays under it, marks the matching cards «Новое», «Цена снижена» or «Срок перенесён».
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { readAlertMarks } from '#shared/filter-alerts.ts';
import { filterAlertTexts } from '#shared/texts/filter-alerts.ts';
import type { BadgeItem } from '#app/components/ui/badge.tsx';
import { useUser } from '#app/resources/user.ts';
import { asCurrentFilter } from '../lib/feed-filter.ts';

const t = filterAlertTexts.mark;
const NONE: readonly BadgeItem[] = [];
const BADGES = {
  new: [{ kind: 'new', text: t.new }],
  priceCut: [{ kind: 'action', text: t.priceCut }],
  deadlineMoved: [{ kind: 'shifted', text: t.deadlineMoved }],
} as const satisfies Record<string, readonly BadgeItem[]>;

export interface AlertMarks {
  /** The badge a card carries, first among its badges. */
  badgesFor(cardId: number): readonly BadgeItem[];
}

/** `currentId`: the saved filter the feed shows now. */
export function useAlertMarks(currentId: number | undefined): AlertMarks {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const filters = useUser().data?.filters;
  const { filterId, marks } = readAlertMarks(params);
  const saved = filters?.find((f) => f.id === filterId);
  const handed = useRef<number | null>(null);

  useEffect(() => {
    if (!saved || handed.current === saved.id) return;
    handed.current = saved.id;
    if (currentId === saved.id) return;
    void navigate(`${location.pathname}${location.search}`, {
      replace: true,
      state: { filter: asCurrentFilter(saved) },
    });
  }, [saved, currentId, navigate, location.pathname, location.search]);

  const active = saved !== undefined && currentId === saved.id;
  return {
    badgesFor: (cardId) => {
      const mark = active ? marks.get(cardId) : undefined;
      return mark ? BADGES[mark] : NONE;
    },
  };
}
