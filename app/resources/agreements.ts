// The booking agreement (shared/api/agreements.ts): the complex's template in the back-office, and a booking's
// agreement (state, the code, the signature) with its PDF fetched behind the session.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteAgreementTemplate,
  downloadAgreementTemplate,
  getAgreement,
  getAgreementPdf,
  getAgreementTemplate,
  sendAgreementCode,
  signAgreement,
  uploadAgreementTemplate,
} from '#shared/api/agreements.ts';
import type { TAgreement, TAgreementTemplate } from '#shared/schemas/agreements.ts';
import { call, callUpload } from '#app/lib/call.ts';
import { callFile, openFile } from '#app/lib/call-file.ts';

export const agreementKeys = {
  all: ['agreements'] as const,
  template: (objectId: number) => ['agreements', 'template', objectId] as const,
  booking: (bookingId: number) => ['agreements', 'booking', bookingId] as const,
};

export function useAgreementTemplate(objectId: number) {
  return useQuery({
    queryKey: agreementKeys.template(objectId),
    queryFn: ({ signal }) => call(getAgreementTemplate, { params: { id: objectId } }, { signal }),
  });
}

export function useAgreementTemplateActions(objectId: number) {
  const client = useQueryClient();
  const put = (template: TAgreementTemplate) => {
    client.setQueryData(agreementKeys.template(objectId), template);
    // Every booking's agreement of the complex may have changed its availability.
    void client.invalidateQueries({ queryKey: ['agreements', 'booking'] });
  };
  return {
    upload: useMutation({
      mutationFn: (file: File) =>
        callUpload(uploadAgreementTemplate, { params: { id: objectId }, body: { file } }),
      onSuccess: put,
    }),
    remove: useMutation({
      mutationFn: () => call(deleteAgreementTemplate, { params: { id: objectId } }),
      onSuccess: put,
    }),
    download: (name: string) => openFile(() => callFile(downloadAgreementTemplate, { id: objectId }), name),
  };
}

export function useAgreement(bookingId: number) {
  return useQuery({
    queryKey: agreementKeys.booking(bookingId),
    queryFn: ({ signal }) => call(getAgreement, { params: { id: bookingId } }, { signal }),
  });
}

export function useAgreementActions(bookingId: number) {
  const client = useQueryClient();
  const put = (agreement: TAgreement) => client.setQueryData(agreementKeys.booking(bookingId), agreement);
  return {
    send: useMutation({
      mutationFn: () => call(sendAgreementCode, { params: { id: bookingId } }, { errors: 'throw' }),
      onSuccess: put,
    }),
    sign: useMutation({
      mutationFn: (code: string) =>
        call(signAgreement, { params: { id: bookingId }, body: { code } }, { errors: 'throw' }),
      onSuccess: put,
      // A refusal changed the tries left or the state: read them again.
      onError: () => void client.invalidateQueries({ queryKey: agreementKeys.booking(bookingId) }),
    }),
    open: (name: string) => openFile(() => callFile(getAgreementPdf, { id: bookingId }), name),
  };
}
