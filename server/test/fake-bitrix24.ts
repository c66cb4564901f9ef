// A local Bitrix24 portal implementing the documented subset of REST the connector uses through an incoming webhook
// (/rest/<user>/<code>/<method>.json, JSON parameters, `{result}` answers): crm.category.list, crm.status.list,
// crm.contact.add, crm.deal.add, crm.deal.update, crm.deal.get, event.bind and event.unbind. A wrong user or code in the path is a 401, as on a
// portal; a wrong shape is recorded in `problems`.
import { isInt, isObj, startFakeServer, type FakeAnswer, type FakeServer } from './fake-crm-server.ts';

export const BITRIX_CATEGORIES = [
  {
    id: 0,
    name: 'Общая',
    stages: [
      { STATUS_ID: 'NEW', NAME: 'Новая' },
      { STATUS_ID: 'PREPARATION', NAME: 'Бронь' },
      { STATUS_ID: 'EXECUTING', NAME: 'Подтверждена' },
      { STATUS_ID: 'FINAL_INVOICE', NAME: 'Договор' },
      { STATUS_ID: 'WON', NAME: 'Сделка успешна' },
      { STATUS_ID: 'LOSE', NAME: 'Сделка провалена' },
    ],
  },
  {
    id: 3,
    name: 'Новостройки',
    stages: [
      { STATUS_ID: 'C3:NEW', NAME: 'Заявка с Квартала' },
      { STATUS_ID: 'C3:PREPARATION', NAME: 'Бронь ждёт' },
      { STATUS_ID: 'C3:EXECUTING', NAME: 'Бронь подтверждена' },
      { STATUS_ID: 'C3:UC_AGREEMENT', NAME: 'Договор бронирования' },
      { STATUS_ID: 'C3:UC_CONTRACT', NAME: 'ДДУ подписан' },
      { STATUS_ID: 'C3:WON', NAME: 'Сделка успешна' },
      { STATUS_ID: 'C3:LOSE', NAME: 'Отказ' },
    ],
  },
];

export interface BitrixDeal {
  ID: number;
  TITLE: string;
  CATEGORY_ID: number;
  STAGE_ID: string;
  CONTACT_ID: number;
  OPPORTUNITY: number | null;
  ORIGIN_ID: string | null;
}

export interface FakeBitrix extends FakeServer {
  /** The incoming webhook's address to paste into Kvartal. */
  webhookUrl: string;
  contacts: Map<number, { NAME: string; PHONE: string | null }>;
  deals: Map<number, BitrixDeal>;
  /** A manager moves a deal in the portal (the outgoing webhook is the test's to send). */
  setStage(id: number, stage: string): void;
  /** Event handlers bound through event.bind. */
  handlers: { event: string; handler: string }[];
  /** The portal refuses event.bind to a webhook (the documented rule: applications only). */
  refuseBind: boolean;
}

const EVENTS = new Set(['ONCRMDEALADD', 'ONCRMDEALUPDATE', 'ONCRMDEALDELETE']);

const USER = 1;
const CODE = 'k7x2m9q4w8e1r5t3';

export async function startFakeBitrix(): Promise<FakeBitrix> {
  const contacts = new Map<number, { NAME: string; PHONE: string | null }>();
  const deals = new Map<number, BitrixDeal>();
  const handlers: { event: string; handler: string }[] = [];
  const flags = { refuseBind: false };
  let nextId = 100;
  const ok = (result: unknown): FakeAnswer => ({
    status: 200,
    body: { result, time: { start: 0, finish: 0, duration: 0 } },
  });
  const error = (status: number, code: string, text: string): FakeAnswer => ({
    status,
    body: { error: code, error_description: text },
  });
  const stageIn = (category: number, stage: string) =>
    BITRIX_CATEGORIES.find((c) => c.id === category)?.stages.some((s) => s.STATUS_ID === stage) ?? false;

  const server = await startFakeServer((req, problem) => {
    const m = /^\/rest\/(\d+)\/([^/]+)\/([a-z.]+)\.json$/.exec(req.path);
    if (!m)
      return (problem('not a webhook method path'), error(404, 'ERROR_METHOD_NOT_FOUND', 'Method not found'));
    if (Number(m[1]) !== USER || m[2] !== CODE)
      return error(401, 'NO_AUTH_FOUND', 'Wrong authorization data');
    if (req.method !== 'POST') problem('methods are called with POST');
    const method = m[3]!;
    const p = isObj(req.body) ? req.body : {};
    const fields = isObj(p.fields) ? p.fields : null;
    switch (method) {
      case 'crm.category.list':
        if (p.entityTypeId !== 2) problem('crm.category.list: entityTypeId 2 (deals)');
        return ok({
          categories: BITRIX_CATEGORIES.map((c) => ({
            id: c.id,
            name: c.name,
            sort: 100 + c.id,
            entityTypeId: 2,
            isDefault: c.id === 0 ? 'Y' : 'N',
          })),
        });
      case 'crm.status.list': {
        const entity = isObj(p.filter) ? p.filter.ENTITY_ID : null;
        const category = BITRIX_CATEGORIES.find(
          (c) => entity === (c.id === 0 ? 'DEAL_STAGE' : `DEAL_STAGE_${c.id}`),
        );
        if (!category) return (problem(`crm.status.list: ENTITY_ID ${String(entity)}`), ok([]));
        return ok(
          category.stages.map((s, i) => ({
            ID: String(i + 1),
            ENTITY_ID: entity,
            STATUS_ID: s.STATUS_ID,
            NAME: s.NAME,
            SORT: String((i + 1) * 10),
            CATEGORY_ID: String(category.id),
          })),
        );
      }
      case 'crm.contact.add': {
        if (!fields || typeof fields.NAME !== 'string' || !fields.NAME)
          return (problem('contact: fields.NAME'), error(400, 'ERROR_CORE', 'NAME'));
        let phone: string | null = null;
        if (fields.PHONE !== undefined) {
          const first = Array.isArray(fields.PHONE) ? fields.PHONE[0] : null;
          if (!isObj(first) || typeof first.VALUE !== 'string' || typeof first.VALUE_TYPE !== 'string')
            problem('contact: PHONE [{VALUE, VALUE_TYPE}]');
          else phone = first.VALUE;
        }
        const id = nextId++;
        contacts.set(id, { NAME: fields.NAME, PHONE: phone });
        return ok(id);
      }
      case 'crm.deal.add': {
        if (!fields || typeof fields.TITLE !== 'string' || !fields.TITLE)
          return (problem('deal: fields.TITLE'), error(400, 'ERROR_CORE', 'TITLE'));
        const category = fields.CATEGORY_ID === undefined ? 0 : fields.CATEGORY_ID;
        if (!isInt(category)) problem('deal: CATEGORY_ID an integer');
        const stage =
          (fields.STAGE_ID as string | undefined) ??
          BITRIX_CATEGORIES.find((c) => c.id === category)?.stages[0]?.STATUS_ID ??
          '';
        if (!stageIn(category as number, stage))
          problem(`deal: STAGE_ID ${stage} not in category ${String(category)}`);
        if (!isInt(fields.CONTACT_ID) || !contacts.has(fields.CONTACT_ID as number))
          problem('deal: CONTACT_ID of a contact');
        if (fields.OPPORTUNITY !== undefined && (!isInt(fields.OPPORTUNITY) || fields.CURRENCY_ID !== 'RUB'))
          problem('deal: OPPORTUNITY integer roubles with CURRENCY_ID RUB');
        const id = nextId++;
        deals.set(id, {
          ID: id,
          TITLE: fields.TITLE,
          CATEGORY_ID: category as number,
          STAGE_ID: stage,
          CONTACT_ID: fields.CONTACT_ID as number,
          OPPORTUNITY: (fields.OPPORTUNITY as number | undefined) ?? null,
          ORIGIN_ID: (fields.ORIGIN_ID as string | undefined) ?? null,
        });
        return ok(id);
      }
      case 'crm.deal.update': {
        const deal = deals.get(Number(p.id));
        if (!isInt(p.id)) problem('deal.update: id an integer');
        if (!deal) return error(400, 'ERROR_CORE', 'Not found');
        if (!fields || typeof fields.STAGE_ID !== 'string')
          return (problem('deal.update: fields.STAGE_ID'), error(400, 'ERROR_CORE', 'STAGE_ID'));
        if (!stageIn(deal.CATEGORY_ID, fields.STAGE_ID))
          problem(`deal.update: ${fields.STAGE_ID} not in its category`);
        deal.STAGE_ID = fields.STAGE_ID;
        return ok(true);
      }
      case 'crm.deal.get': {
        const deal = deals.get(Number(p.id));
        if (!deal) return error(400, 'ERROR_CORE', 'Not found');
        return ok({
          ID: String(deal.ID),
          TITLE: deal.TITLE,
          CATEGORY_ID: String(deal.CATEGORY_ID),
          STAGE_ID: deal.STAGE_ID,
          CONTACT_ID: String(deal.CONTACT_ID),
        });
      }
      case 'event.bind':
      case 'event.unbind': {
        const event = typeof p.event === 'string' ? p.event.toUpperCase() : '';
        if (!EVENTS.has(event)) return error(400, 'ERROR_EVENT_NOT_FOUND', 'Event not found');
        if (typeof p.handler !== 'string' || !/^https?:\/\//.test(p.handler))
          return (problem(`${method}: handler an http(s) URL`), error(400, 'ERROR_CORE', 'handler'));
        if (method === 'event.bind') {
          if (flags.refuseBind)
            return error(403, 'WRONG_AUTH_TYPE', 'Current authorization type is denied for this method');
          if (!handlers.some((h) => h.event === event && h.handler === p.handler))
            handlers.push({ event, handler: p.handler });
          return ok(true);
        }
        const before = handlers.length;
        for (let i = handlers.length - 1; i >= 0; i--)
          if (handlers[i]!.event === event && handlers[i]!.handler === p.handler) handlers.splice(i, 1);
        return ok({ count: before - handlers.length });
      }
      default:
        problem(`unknown method ${method}`);
        return error(404, 'ERROR_METHOD_NOT_FOUND', 'Method not found');
    }
  });

  return {
    ...server,
    webhookUrl: `${server.origin}/rest/${USER}/${CODE}/`,
    contacts,
    deals,
    handlers,
    get refuseBind() {
      return flags.refuseBind;
    },
    set refuseBind(value: boolean) {
      flags.refuseBind = value;
    },
    setStage(id, stage) {
      const deal = deals.get(id);
      if (deal) deal.STAGE_ID = stage;
    },
  };
}
