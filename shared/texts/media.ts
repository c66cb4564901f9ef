// Texts of uploads: photos, plans and documents.
export const mediaTexts = {
  imageUnsupported: 'Неподдерживаемый формат изображения',
  imageTooLarge: 'Слишком большое изображение',
  imageBroken: 'Не удалось прочитать изображение',
  documentUnsupported: 'Неподдерживаемый формат документа: допустимы PDF, JPG, PNG, DOC, DOCX, XLS, XLSX',
  documentEmpty: 'Файл пуст',
} as const;
