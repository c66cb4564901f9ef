// «Аналитика» of the builder company (issue 27): owners and members with the analytics permission, over their
// company's complexes only (objectId left out: all of them). Money in integer roubles, days in Moscow.
import { endpoint } from './endpoint.ts';

const errors = ['Forbidden', 'NotFound'] as const;

export const getAnalyticsStock = endpoint({
  method: 'GET',
  path: '/api/backoffice/analytics/stock',
  summary:
    'Units by status per complex, building, section, layout and floor band (count, м², ₽), today or at the end of a past day',
  query: 'ZAnalyticsStockQuery',
  response: 'ZAnalyticsStock',
  errors,
});

export const getAnalyticsPace = endpoint({
  method: 'GET',
  path: '/api/backoffice/analytics/pace',
  summary:
    'Units sold and reserved per week or month, the previous period, absorption by layout and price band, weeks of stock left, plan vs fact',
  query: 'ZAnalyticsPaceQuery',
  response: 'ZAnalyticsPace',
  errors,
});

export const getAnalyticsPrices = endpoint({
  method: 'GET',
  path: '/api/backoffice/analytics/prices',
  summary:
    'Median and range of ₽/м² of units on sale by layout at each period’s end; each price change with the units sold 4 weeks before and after',
  query: 'ZAnalyticsPeriodQuery',
  response: 'ZAnalyticsPrices',
  errors,
});

export const getAnalyticsFunnel = endpoint({
  method: 'GET',
  path: '/api/backoffice/analytics/funnel',
  summary:
    'Views → collections → requests → bookings → deals → sold by source, manager or agency, with the previous period and the days between steps',
  query: 'ZAnalyticsFunnelQuery',
  response: 'ZAnalyticsFunnel',
  errors,
});

export const getAnalyticsDemand = endpoint({
  method: 'GET',
  path: '/api/backoffice/analytics/demand',
  summary:
    'Per layout and price band: saved filters matching the stock and buyers behind them, units collected and sent, reactions; demand without supply (counts only)',
  query: 'ZAnalyticsDemandQuery',
  response: 'ZAnalyticsDemand',
  errors,
});

export const exportAnalyticsXlsx = endpoint({
  method: 'GET',
  path: '/api/backoffice/analytics/export.xlsx',
  summary: 'One report as an Excel workbook (the report’s own query parameters)',
  query: 'ZAnalyticsExportQuery',
  status: 200,
  errors,
});

export const exportAnalyticsCsv = endpoint({
  method: 'GET',
  path: '/api/backoffice/analytics/export.csv',
  summary: 'One report as CSV for Russian Excel (UTF-8 with BOM, «;»)',
  query: 'ZAnalyticsExportQuery',
  status: 200,
  errors,
});

export const putAnalyticsPlan = endpoint({
  method: 'PUT',
  path: '/api/backoffice/analytics/plan',
  summary: 'The monthly sales plan of one complex (units and roubles); a stale version is 409',
  body: 'ZAnalyticsPlanBody',
  response: 'ZAnalyticsPlan',
  errors: ['Forbidden', 'NotFound', 'NotAcceptable'],
});
