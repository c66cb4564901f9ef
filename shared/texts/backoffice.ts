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
} as const;
