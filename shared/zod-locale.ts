// Russian validation messages for both sides: short texts for the common cases, zod's Russian locale for the rest.
import { z } from 'zod';

const chars = (n: number) => {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return 'символа';
  return 'символов';
};

export function installZodLocale(): void {
  z.config(z.locales.ru());
  z.config({
    customError: (issue) => {
      switch (issue.code) {
        case 'invalid_type':
          if (issue.input === undefined || issue.input === null) return 'Обязательное поле';
          if (issue.expected === 'number' || issue.expected === 'int') return 'Должно быть числом';
          if (issue.expected === 'string') return 'Должно быть строкой';
          if (issue.expected === 'boolean') return 'Должно быть да или нет';
          if (issue.expected === 'array') return 'Должно быть списком';
          return 'Неверный формат';
        case 'too_small':
          if (issue.origin === 'string')
            return Number(issue.minimum) <= 1
              ? 'Обязательное поле'
              : `Не короче ${issue.minimum} ${chars(Number(issue.minimum))}`;
          if (issue.origin === 'number') return `Не меньше ${issue.minimum}`;
          if (issue.origin === 'array') return `Выберите хотя бы ${issue.minimum}`;
          return undefined;
        case 'too_big':
          if (issue.origin === 'string') return `Не длиннее ${issue.maximum} ${chars(Number(issue.maximum))}`;
          if (issue.origin === 'number') return `Не больше ${issue.maximum}`;
          if (issue.origin === 'array') return `Не больше ${issue.maximum} элементов`;
          return undefined;
        case 'invalid_value':
          return 'Недопустимое значение';
        case 'unrecognized_keys':
          return 'Неизвестные поля: ' + issue.keys.join(', ');
        default:
          return undefined;
      }
    },
  });
}
