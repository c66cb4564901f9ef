// Texts of the builder back-office: the shared sortable list, my objects, the object editor, the join flow.
// SPEC-named texts (Новый объект, the publishing dialogs, plates) stay in ru.ts under `backoffice`.
export const backofficeTexts = {
  list: {
    select: 'Выбрать',
    /** {0}: how many items are selected. */
    selected: 'Выбрано: {0}',
    selectAll: 'Выбрать все',
    delete: 'Удалить',
    /** {0}: how many items. */
    deleteConfirm: 'Удалить выбранное ({0})?',
    deleteConfirmText: 'Это действие нельзя отменить.',
    closeSelection: 'Закрыть выбор',
    saveOrder: 'Сохранить порядок',
    revertOrder: 'Отменить',
    orderChanged: 'Порядок изменён',
    dragHandle: 'Перетащите, чтобы изменить порядок',
    orderSaved: 'Порядок сохранён',
    deleted: 'Удалено',
  },
  errors: {
    subregionNotFound: 'Район не найден',
    orderStale: 'Список изменился: обновите страницу и расставьте порядок заново',
    imageNotFound: 'Изображение не найдено: загрузите его ещё раз',
    imageInUse: 'Это изображение уже используется',
    imageMissing: 'Выберите изображение',
    fileMissing: 'Выберите файл',
    builderNotFound: 'Застройщик не найден',
    newsEmpty: 'Напишите текст новости',
  },
  publishing: {
    noTitle: 'Укажите название объекта',
    noAddress: 'Укажите адрес объекта',
    noCoordinates: 'Отметьте объект на карте',
    noDistrict: 'Выберите район',
    noPhoto: 'Добавьте хотя бы одну фотографию',
    noBuilding: 'Опубликуйте хотя бы один корпус с опубликованной секцией',
  },
  join: {
    alreadyMember: 'Доступ к кабинету застройщика у вас уже есть',
    alreadyPending: 'Ваша заявка уже на рассмотрении',
    alreadyDecided: 'Заявка уже рассмотрена',
  },
  geocoder: {
    notFound: 'По этим координатам адрес не найден',
  },
} as const;
