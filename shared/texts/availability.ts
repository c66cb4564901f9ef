// What a person reads when a service behind the nodes is down (docs/DEPLOY.md «Failure modes»): 503 with one of these.
export const availabilityTexts = {
  /** PostgreSQL (the primary) does not answer: nothing can be read or saved right now. */
  database: 'База данных временно недоступна. Попробуйте ещё раз через минуту',
  /** The bucket (S3) does not answer: an upload cannot be stored; pages and existing photos keep working. */
  storage: 'Хранилище файлов временно недоступно. Попробуйте загрузить файл через несколько минут',
  /** The proxy reached no node (deploy/nginx.conf's own 503 page). */
  proxy: 'Сервис временно недоступен. Попробуйте ещё раз через минуту',
  /** A node that is shutting down (a rolling restart); the proxy passes the request to another node. */
  draining: 'Сервер перезапускается. Повторите запрос',
} as const;
