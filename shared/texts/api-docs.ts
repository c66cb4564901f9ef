// The API's reference page (/api/docs) and its OpenAPI document.
export const apiDocsTexts = {
  title: 'Квартал — API',
  description:
    'Новостройки и вторичное жильё: поиск, шахматки, подборки, кабинет застройщика. Ответы — JSON или ' +
    'MessagePack (Accept: application/x-msgpack); ошибки — { type, message }, ошибки полей — 422 ' +
    '{ message, errors: { поле: [тексты] } }. Авторизация — Bearer-токен из POST /api/user/login.',
  noScript: 'Справочник API работает с включённым JavaScript. Документ OpenAPI: /api/openapi.json',
} as const;
