// Companies (shared/api/companies.ts): the caller's companies, one company with its members and invites, and every
// change to them. Keys start with 'companies', so one change refreshes what shows the company.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createCompany,
  createCompanyInvite,
  deleteCompanyInvite,
  deleteCompanyLogo,
  getCompany,
  listCompanyMembers,
  listUserCompanies,
  removeCompanyMember,
  updateCompany,
  updateCompanyMember,
  uploadCompanyLogo,
} from '#shared/api/companies.ts';
import type {
  TCompany,
  TCompanyCreate,
  TCompanyInviteCreate,
  TCompanyMemberUpdate,
  TCompanyUpdate,
} from '#shared/schemas/companies.ts';
import { call, callUpload } from '#app/lib/call.ts';
import { hasSession } from '#app/lib/session.ts';

export const companiesKeys = {
  all: ['companies'] as const,
  mine: ['companies', 'mine'] as const,
  one: (id: number) => ['companies', id] as const,
  members: (id: number) => ['companies', id, 'members'] as const,
};

export const myCompaniesQuery = () =>
  queryOptions({
    queryKey: companiesKeys.mine,
    queryFn: ({ signal }) => call(listUserCompanies, null, { signal }),
    enabled: hasSession(),
  });

export const useMyCompanies = () => useQuery(myCompaniesQuery());

export const useCompany = (id: number | null) =>
  useQuery({
    queryKey: companiesKeys.one(id ?? 0),
    queryFn: ({ signal }) => call(getCompany, { params: { id: id! } }, { signal }),
    enabled: id !== null,
  });

export const useCompanyMembers = (id: number | null) =>
  useQuery({
    queryKey: companiesKeys.members(id ?? 0),
    queryFn: ({ signal }) => call(listCompanyMembers, { params: { id: id! } }, { signal }),
    enabled: id !== null,
  });

export function useCreateCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCompanyCreate) => call(createCompany, { body }),
    onSuccess: (company) => {
      client.setQueryData(companiesKeys.one(company.id), company);
      void client.invalidateQueries({ queryKey: companiesKeys.mine });
    },
  });
}

export function useUpdateCompany(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCompanyUpdate) => call(updateCompany, { params: { id }, body }),
    onSuccess: (company) => {
      client.setQueryData(companiesKeys.one(id), company);
      void client.invalidateQueries({ queryKey: companiesKeys.mine });
    },
  });
}

export function useCompanyLogo(id: number) {
  const client = useQueryClient();
  const put = (logoUrl: string | null) => {
    client.setQueryData<TCompany>(companiesKeys.one(id), (c) => (c ? { ...c, logoUrl } : c));
    void client.invalidateQueries({ queryKey: companiesKeys.mine });
  };
  const upload = useMutation({
    mutationFn: (image: File) => callUpload(uploadCompanyLogo, { params: { id }, body: { image } }),
    onSuccess: ({ logoUrl }) => put(logoUrl),
  });
  const remove = useMutation({
    mutationFn: () => call(deleteCompanyLogo, { params: { id } }),
    onSuccess: () => put(null),
  });
  return { upload, remove };
}

export function useCompanyMemberActions(id: number) {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: companiesKeys.all });
  return {
    invite: useMutation({
      mutationFn: (body: TCompanyInviteCreate) => call(createCompanyInvite, { params: { id }, body }),
      onSuccess: refresh,
    }),
    cancelInvite: useMutation({
      mutationFn: (inviteId: number) => call(deleteCompanyInvite, { params: { id, inviteId } }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ userId, body }: { userId: number; body: TCompanyMemberUpdate }) =>
        call(updateCompanyMember, { params: { id, userId }, body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (userId: number) => call(removeCompanyMember, { params: { id, userId } }),
      onSuccess: refresh,
    }),
  };
}
