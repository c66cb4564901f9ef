import { describe, expect, it } from 'vitest';
import { cleanHtml } from './clean-html.ts';

describe('[realty] cleanHtml', () => {
  it('[realty] keeps text markup and safe links', () => {
    expect(cleanHtml('<p><b>Ход</b> строительства</p><ul><li>Один</li></ul>')).toBe(
      '<p><b>Ход</b> строительства</p><ul><li>Один</li></ul>',
    );
    expect(cleanHtml('<a href="https://example.ru" onclick="x()">сайт</a>')).toBe(
      '<a href="https://example.ru" target="_blank" rel="noopener noreferrer nofollow">сайт</a>',
    );
  });

  it('[realty] drops scripts, handlers, styles and unsafe links', () => {
    const html = cleanHtml(
      '<p style="color:red" onmouseover="x()">Текст<script>alert(1)</script><img src=x onerror="alert(1)"></p>' +
        '<a href="javascript:alert(1)">ссылка</a><div><span>обёртка</span></div><style>p{}</style>',
    );
    expect(html).toBe('<p>Текст</p><a target="_blank" rel="noopener noreferrer nofollow">ссылка</a>обёртка');
  });
});
