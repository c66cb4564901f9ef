// Unsubscribing from the daily digest of saved filters: the letter's link and the page it opens (no login needed).
export const unsubscribeTexts = {
  /** The letter's footer link. */
  link: 'Отписаться от ежедневной рассылки',
  confirm: {
    title: 'Отписаться от рассылки?',
    hint: 'Письма с новыми объектами по вашим фильтрам больше не будут приходить. Сами фильтры останутся в разделе «Мои фильтры».',
    button: 'Отписаться',
  },
  done: {
    title: 'Вы отписались от рассылки',
    hint: 'Письма по сохранённым фильтрам больше не придут. Включить их снова можно в разделе «Мои фильтры».',
  },
  invalid: 'Ссылка для отписки недействительна',
  toSite: 'Перейти на сайт',
} as const;
