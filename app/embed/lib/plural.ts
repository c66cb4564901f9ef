// «Свободно 42 квартиры», «Подходит 3 из 4 квартир»: words agree with the counts.
import { countOf, plural } from '#shared/format.ts';
import { fill } from '#shared/texts/ru.ts';
import { embedTexts } from '#shared/texts/embed.ts';

export const freeFlats = (n: number) => fill(plural(n, embedTexts.free), countOf(n, embedTexts.flats));

/** «Подходит 3 из 4 квартир». */
export const matchingFlats = (n: number, of: number) =>
  fill(embedTexts.matching, n, countOf(of, embedTexts.flatsOf));
