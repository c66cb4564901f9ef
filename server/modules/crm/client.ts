// What the connectors do, the same for amoCRM and Bitrix24: read pipelines, create a contact with a lead, move a lead,
// read a lead's stage. Built from the company's saved connector (crmClientFor).
import type { TCrmPipelines } from '#shared/schemas/crm.ts';

export type CrmPipeline = TCrmPipelines['pipelines'][number];

export interface CrmLeadInput {
  title: string;
  price: number | null;
  pipelineId: string | null;
  stageId: string | null;
  contact: { name: string; phone: string | null };
  /** Kvartal's id of what the lead is (`booking:12`), where the CRM keeps one. */
  externalId: string;
  comment: string;
}

export interface CrmClient {
  pipelines(): Promise<CrmPipeline[]>;
  /**
   * Creates the lead and, unless `contactId` is given, its contact. `saveContact` is called with a new contact's
   * id before the lead is created, so a failure between the two does not make a second contact on the next try.
   */
  createLead(
    input: CrmLeadInput,
    contactId: string | null,
    saveContact: (id: string) => Promise<void>,
  ): Promise<{ contactId: string; leadId: string }>;
  moveLead(leadId: string, pipelineId: string | null, stageId: string): Promise<void>;
  leadStage(leadId: string): Promise<{ pipelineId: string | null; stageId: string }>;
}

export interface CrmEnv {
  AMOCRM_API_URL?: string;
  BITRIX24_API_URL?: string;
  WEBHOOKS_ALLOW_PRIVATE: boolean;
}
