import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import { paths, patterns } from './paths.ts';

describe('[paths] route builders', () => {
  it('builds every parametrised route so that its pattern matches it', () => {
    const cases: [string, string][] = [
      [patterns.collection, paths.collection(5)],
      [patterns.collectionSend, paths.collectionSend(5)],
      [patterns.newOffer, paths.newOffer()],
      [patterns.newOffer, paths.newOffer({ id: 1, chess: 2, cell: 3 })],
      [patterns.editOffer, paths.editOffer(8)],
      [patterns.editOffer, paths.editOffer(8, { id: 1, chess: 2, cell: 3 })],
      [patterns.realty, paths.realty(4)],
      [patterns.realtyChess, paths.realtyChess(4)],
      [patterns.realtyChess, paths.realtyChess(4, 7)],
      [patterns.realtyNews, paths.realtyNews(4)],
      [patterns.offer, paths.offer(9)],
      [patterns.snapshot, paths.snapshot('ab12')],
      [patterns.snapshotObject, paths.snapshotObject('ab12', 4)],
      [patterns.snapshotObject, paths.snapshotObject('ab12', 4, { offer: true })],
      [patterns.snapshotChess, paths.snapshotChess('ab12', 4, 7)],
      [patterns.builderObject, paths.builderObject(4)],
      [patterns.builderPavilion, paths.builderPavilion(4, 2)],
      [patterns.builderSection, paths.builderSection(4, 2, 6)],
    ];
    for (const [pattern, path] of cases)
      expect(matchPath(pattern, path.split(/[?#]/)[0]!), path).not.toBeNull();
  });

  it('keeps optional parts in order and adds queries and hashes', () => {
    expect(paths.newOffer({ id: 1, cell: 3 })).toBe('/cabinet/offers/new/1');
    expect(paths.newOffer({ id: 1, chess: 2, cell: 3 })).toBe('/cabinet/offers/new/1/2/3');
    expect(paths.realty(4, { show: 'map' })).toBe('/realty/4?show=map');
    expect(paths.realtyChess(4, 7, { select: 33 })).toBe('/realty/4/chess/7?select=33');
    expect(paths.editOffer(33, { id: 1, chess: 2, cell: 3 })).toBe(
      '/cabinet/offers/33?object=1&chess=2&cell=3',
    );
    expect(paths.throttle(42)).toBe('/error/throttle?seconds=42');
    expect(paths.authHome({ banned: true })).toBe('/?banned=1');
    expect(paths.builderObject(4, 'news')).toBe('/builder_cabinet/4#news');
    expect(paths.builderSection(4, 2, 6, { edit: true })).toBe('/builder_cabinet/4/2/6#edit');
    expect(paths.snapshot('a b')).toBe('/a%20b');
    expect(paths.snapshotObject('ab12', 4)).toBe('/ab12/4');
    expect(paths.snapshotObject('ab12', 4, { offer: true })).toBe('/ab12/4?offer=1');
  });
});
