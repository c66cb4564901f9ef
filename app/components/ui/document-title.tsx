// The tab title: «Страница · Квартал». React 19 hoists <title> into <head>.
import { ru } from '#shared/texts/ru.ts';

export function DocumentTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} · ${ru.appName}` : ru.appName}</title>;
}
