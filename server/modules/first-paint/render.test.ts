import { describe, expect, it } from 'vitest';
import { HouseClass, Layout, Structure } from '#shared/enums.ts';
import type { TObjectCard } from '#shared/schemas/object.ts';
import { escapeHtml } from '../../core/html.ts';
import { renderCard, renderFeed, renderObjectHead, scriptJson, withFirstPaint } from './render.ts';

const INDEX =
  '<!doctype html><html lang="ru"><head><script>early()</script></head><body><div id="root"></div></body></html>';

const photo = (id: number) => ({
  id,
  s: `/files/images/${id}/s.webp`,
  m: `/files/images/${id}/m.webp`,
  l: `/files/images/${id}/l.webp`,
  xl: `/files/images/${id}/xl.webp`,
});

function complex(overrides: Partial<TObjectCard> = {}): TObjectCard {
  return {
    id: 7,
    isOffer: false,
    isFavorite: false,
    published: true,
    title: 'ЖК Морской бриз',
    type: Structure.apart,
    image: photo(1),
    images: [photo(1)],
    price: 9_000_000,
    priceTo: 15_300_000,
    area: 30,
    areaTo: 51,
    squarePrice: 300_000,
    address: 'г. Сочи, ул. Навагинская, 12',
    region: { id: 1, name: 'Краснодарский край' },
    subregion: { id: 5, name: 'Центр', parent: null },
    latitude: 43.588,
    longitude: 39.729,
    dateBuild: '2027-06-01',
    isFinished: false,
    deadlineShifts: 0,
    isAction: false,
    relevantCount: 4,
    saleCount: 5,
    flatsCount: 6,
    cntApart: [Layout.studio, Layout.two],
    houseClass: HouseClass.comfort,
    features: [],
    isNew: false,
    builders: [{ id: 3, name: 'СтройИнвест Юг' }],
    commission: null,
    ...overrides,
  };
}

// A non-breaking space may sit between digits and before ₽ (ru-RU): compare with plain spaces.
const plain = (html: string) => html.replace(/[\u00a0\u202f]/g, ' ');

describe('[first paint] the cards as HTML', () => {
  it('says the price in roubles with thousands apart, the area in м² and the flats with their plural', () => {
    const html = plain(renderCard(complex(), true));
    expect(html).toContain('от 9 000 000 ₽');
    expect(html).toContain('от 300 000 ₽/м²');
    expect(html).toMatch(/30.*51 м²/);
    expect(html).toContain('В продаже 5 квартир из 6');
    expect(html).toContain('href="/realty/7"');
  });

  it('gives the first photo its size and high priority, the others load lazily', () => {
    const html = renderFeed([complex(), complex({ id: 8, image: photo(2) })]);
    const [first, second] = html.match(/<img[^>]*>/g)!;
    expect(first).toContain('fetchpriority="high"');
    expect(first).toContain('width="640" height="480"');
    expect(first).toContain('srcset="/files/images/1/s.webp 320w');
    expect(second).toContain('loading="lazy"');
    expect(second).not.toContain('fetchpriority');
  });

  it('paints light: phones are told half their width (the 640 px variant), and only the first two cards get a photo', () => {
    const html = renderFeed([1, 2, 3, 4].map((id) => complex({ id, image: photo(id) })));
    const images = html.match(/<img[^>]*>/g)!;
    expect(images).toHaveLength(2);
    expect(images[0]).toContain('sizes="(min-width: 1024px) 360px, (min-width: 600px) 50vw, 50vw"');
    expect(html.match(/fp-photo fp-none/g)).toHaveLength(2);
  });

  it('escapes what a builder typed: a hostile title neither opens a tag nor leaves its attribute', () => {
    const title = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    const html = renderCard(complex({ title, address: "O'Neil & <b>" }), true);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('alt="&quot;&gt;&lt;script&gt;');
    expect(html).toContain('O&#39;Neil &amp; &lt;b&gt;');
    expect(escapeHtml('<&>"\'')).toBe('&lt;&amp;&gt;&quot;&#39;');
  });

  it('puts no photo address that is not a file of the server or http(s)', () => {
    const bad = { ...photo(1), m: 'javascript:alert(1)' };
    expect(renderCard(complex({ image: bad }), true)).not.toContain('javascript:');
  });

  it('names the complex on its page and on its chessboard', () => {
    expect(renderObjectHead(complex())).toContain('<h1 class="fp-h1">ЖК Морской бриз</h1>');
    expect(renderObjectHead(complex(), true)).toContain('Шахматка');
    expect(renderObjectHead(complex(), true)).not.toContain('<img');
  });
});

describe('[first paint] the page', () => {
  it('puts the data before the early script and the screen before the hidden root', () => {
    const html = withFirstPaint(INDEX, '/feed', '<p>cards</p>', [
      { url: '/api/search?page=1', payload: '{}', body: { title: '</script><script>alert(1)</script>' } },
    ])!;
    expect(html.indexOf('id="fp-data"')).toBeLessThan(html.indexOf('early()'));
    expect(html.indexOf('<div id="fp"')).toBeLessThan(html.indexOf('<div id="root">'));
    expect(html).toContain('<style>#fp~#root{display:none}');
    // The data cannot close its element.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const data = /<script type="application\/json" id="fp-data">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(data)[0].body.title).toBe('</script><script>alert(1)</script>');
  });

  it('moves the app’s stylesheet after the painted screen, before the root', () => {
    const index = INDEX.replace(
      '</head>',
      '<link rel="stylesheet" crossorigin href="/assets/entry.css">\n</head>',
    );
    const html = withFirstPaint(index, '/feed', '<p>cards</p>', [])!;
    const sheet = html.indexOf('<link rel="stylesheet"');
    expect(html.indexOf('</head>')).toBeLessThan(sheet);
    expect(html.indexOf('<p>cards</p>')).toBeLessThan(sheet);
    expect(sheet).toBeLessThan(html.indexOf('<div id="root">'));
  });

  it('takes the app’s scripts out of the head and names them on the placeholder, the entry first', () => {
    const index = INDEX.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
        '<link rel="modulepreload" crossorigin href="/assets/runtime-1.js">\n' +
        '<link rel="modulepreload" crossorigin href="/assets/entry-1.js">\n' +
        '<link rel="stylesheet" crossorigin href="/assets/entry.css">\n</head>',
    );
    const html = withFirstPaint(index, '/feed', '<p>cards</p>', [])!;
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<div id="fp" data-path="/feed" data-app="/assets/index-1.js /assets/runtime-1.js /assets/entry-1.js">',
    );
    // The early script is what loads them: it stays, and so does the stylesheet, before the root.
    expect(html).toContain('<script>early()</script>');
    expect(html.indexOf('<link rel="stylesheet"')).toBeLessThan(html.indexOf('<div id="root">'));
  });

  it('leaves the scripts where they are when the page has no single module entry', () => {
    const index = INDEX.replace(
      '</head>',
      '<script type="module" src="/a.js"></script><script type="module" src="/b.js"></script></head>',
    );
    const html = withFirstPaint(index, '/feed', '<p>cards</p>', [])!;
    expect(html).toContain(
      '<script type="module" src="/a.js"></script><script type="module" src="/b.js"></script>',
    );
    expect(html).not.toContain('data-app');
  });

  it('gives up on a page it does not know how to change', () => {
    expect(withFirstPaint('<html><body></body></html>', '/feed', '', [])).toBeNull();
  });

  it('escapes the line separators JSON allows and scripts do not', () => {
    expect(scriptJson({ a: '\u2028<!--' })).toBe('{"a":"\\u2028\\u003c!--"}');
  });
});
