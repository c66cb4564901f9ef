import { describe, expect, it } from 'vitest';
import { ApiError } from '#app/lib/api-error.ts';
import { addressTail } from '#app/lib/address-tail.ts';
import { listState } from './list-state.ts';
import { htmlToText, textToHtml } from './news-html.ts';

const base = { isPending: false, isFetchingNextPage: false, isError: false, error: null, hasNextPage: false };

describe('[backoffice-app] list states', () => {
  it('[backoffice-app] names loading, ready, complete, no results and error', () => {
    expect(listState({ ...base, isPending: true, itemCount: 0 })).toBe('loading');
    expect(listState({ ...base, isFetchingNextPage: true, hasNextPage: true, itemCount: 20 })).toBe(
      'loading',
    );
    expect(listState({ ...base, hasNextPage: true, itemCount: 20 })).toBe('ready');
    expect(listState({ ...base, itemCount: 7 })).toBe('complete');
    expect(listState({ ...base, itemCount: 0 })).toBe('noResults');
    const failure = new ApiError({ type: 'ServerError', status: 500, message: 'x' });
    expect(listState({ ...base, isError: true, error: failure, itemCount: 0 })).toBe('error');
  });

  it('[backoffice-app] ignores a cancelled request', () => {
    const abort = new DOMException('aborted', 'AbortError');
    expect(listState({ ...base, isError: true, error: abort, hasNextPage: true, itemCount: 20 })).toBe(
      'ready',
    );
  });
});

describe('[backoffice-app] address and news text', () => {
  it('[backoffice-app] keeps the last 4 parts of a geocoded address', () => {
    expect(addressTail('Россия, Краснодарский край, Сочи, Центральный район, улица Роз, 37')).toBe(
      'Сочи, Центральный район, улица Роз, 37',
    );
    expect(addressTail('Краснодарский край, Центральный')).toBe('Краснодарский край, Центральный');
    expect(addressTail(' , Сочи ,, ')).toBe('Сочи');
  });

  it('[backoffice-app] turns typed text into escaped HTML paragraphs and back', () => {
    const typed = 'Старт продаж <b>сегодня</b>\nСкидка 5%\n\nЗвоните: +7(862)200-10-20';
    const html = textToHtml(typed);
    expect(html).toBe(
      '<p>Старт продаж &lt;b&gt;сегодня&lt;/b&gt;<br>Скидка 5%</p><p>Звоните: +7(862)200-10-20</p>',
    );
    expect(htmlToText(html)).toBe(typed);
    expect(htmlToText('<p>Котлован <b>готов</b></p>')).toBe('Котлован готов');
    expect(textToHtml('   ')).toBe('');
  });
});
