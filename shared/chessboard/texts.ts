// Russian texts of the chessboard model: refusals of editor operations and problems of a saved structure.
import { ru } from '../texts/ru.ts';

export const chessTexts = {
  refusal: {
    empty: 'Ничего не выбрано',
    notFound: 'Элемент не найден, обновите страницу',
    single: 'Выберите хотя бы два элемента',
    notRectangle: ru.backoffice.notRectangle,
    notMerged: 'Разделить можно только объединённый элемент',
    disabled: 'Среди выбранных есть удалённые: сначала восстановите их',
    inDeletedLine: 'Квартира стоит на удалённом этаже или стояке: сначала восстановите его',
    lastLine: 'Нельзя удалить все этажи или все стояки секции',
    limit: 'В секции может быть не больше 99 этажей и 99 стояков',
    badCount: 'Укажите, сколько добавить',
    nameRequired: 'Укажите номер жилого этажа',
    badName: 'Название не длиннее 20 символов',
    badValue: 'Введите неотрицательное число; уменьшить на 100% и больше нельзя',
    negativePrice: 'После изменения стоимость некоторых квартир станет нулевой или отрицательной',
  },
  problem: {
    /** {what}: этажей or стояков. */
    count: 'Число {what} должно быть целым, от 1 до 99',
    floors: 'этажей',
    risers: 'стояков',
    badBbox: 'Неверные границы',
    rowWidth: 'Этаж должен занимать всю ширину секции',
    colHeight: 'Стояк должен занимать всю высоту секции',
    rowOverlap: 'Строка {line} относится к нескольким этажам',
    rowUncovered: 'Строка {line} не относится ни к одному этажу',
    colOverlap: 'Столбец {line} относится к нескольким стоякам',
    colUncovered: 'Столбец {line} не относится ни к одному стояку',
    cellOverlap: 'Квартиры накладываются друг на друга в строке {row}, столбце {col}',
    cellUncovered: 'Клетка в строке {row}, столбце {col} не занята',
    cellInDeletedLine: 'Квартира на удалённом этаже или стояке должна быть удалена',
    rowType: 'Недопустимый тип этажа',
    duplicateKey: 'Ключ {key} повторяется',
    duplicateId: 'Идентификатор {id} повторяется',
    /** {n}: how many more, {problems}: plural of «ошибка». */
    more: 'И ещё {n} {problems}',
    problemForms: ['ошибка', 'ошибки', 'ошибок'] as const,
  },
} as const;
