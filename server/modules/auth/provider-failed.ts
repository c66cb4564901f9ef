// An SMS or mail provider failed: 503 with a Russian text; the provider's own words stay in the server log.
import { AppError } from '../../errors.ts';

export class ProviderFailed extends AppError {
  override readonly status = 503;
  constructor(message: string) {
    super('ServerError', message);
  }
}
