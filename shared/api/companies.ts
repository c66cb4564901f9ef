// Companies: agencies and builders as teams. Members see their own company only; a foreign id is a 404.
import { endpoint } from './endpoint.ts';

export const listCompanies = endpoint({
  method: 'GET',
  path: '/api/companies',
  summary: 'The companies the caller belongs to (an admin: every company), paged',
  query: 'ZPageQuery',
  response: 'ZCompaniesPage',
  errors: [],
});

export const createCompany = endpoint({
  method: 'POST',
  path: '/api/companies',
  summary: 'Create an agency (agents); a builder’s company comes with the approval of its join request',
  body: 'ZCompanyCreate',
  response: 'ZCompany',
  status: 201,
  errors: ['Forbidden', 'NotAcceptable'],
});

export const getCompany = endpoint({
  method: 'GET',
  path: '/api/companies/:id',
  summary: 'One own company with the caller’s role and permissions',
  params: 'ZCompanyParams',
  response: 'ZCompany',
  errors: ['NotFound'],
});

export const updateCompany = endpoint({
  method: 'PUT',
  path: '/api/companies/:id',
  summary: 'Change the company’s profile and request rules (permission settings); a stale version is a 409',
  params: 'ZCompanyParams',
  body: 'ZCompanyUpdate',
  response: 'ZCompany',
  errors: ['NotFound', 'Forbidden', 'NotAcceptable'],
});

export const uploadCompanyLogo = endpoint({
  method: 'POST',
  path: '/api/companies/:id/logo',
  summary: 'Upload the company’s logo (multipart field image; permission settings)',
  params: 'ZCompanyParams',
  multipart: true,
  response: 'ZCompanyLogo',
  errors: ['NotFound', 'Forbidden'],
});

export const deleteCompanyLogo = endpoint({
  method: 'DELETE',
  path: '/api/companies/:id/logo',
  summary: 'Remove the company’s logo (permission settings)',
  params: 'ZCompanyParams',
  response: 'ZCompanyLogo',
  errors: ['NotFound', 'Forbidden'],
});

export const listCompanyMembers = endpoint({
  method: 'GET',
  path: '/api/companies/:id/members',
  summary: 'The company’s members with roles and permissions, and its pending invites',
  params: 'ZCompanyParams',
  response: 'ZCompanyMembers',
  errors: ['NotFound'],
});

export const createCompanyInvite = endpoint({
  method: 'POST',
  path: '/api/companies/:id/invites',
  summary: 'Invite a phone with a role; accepted at the phone’s next login (permission settings)',
  params: 'ZCompanyParams',
  body: 'ZCompanyInviteCreate',
  response: 'ZCompanyInvite',
  status: 201,
  errors: ['NotFound', 'Forbidden', 'NotAcceptable'],
});

export const deleteCompanyInvite = endpoint({
  method: 'DELETE',
  path: '/api/companies/:id/invites/:inviteId',
  summary: 'Cancel a pending invite (permission settings)',
  params: 'ZCompanyInviteParams',
  response: 'ZCompanyDone',
  errors: ['NotFound', 'Forbidden'],
});

export const updateCompanyMember = endpoint({
  method: 'PUT',
  path: '/api/companies/:id/members/:userId',
  summary: 'Change a member’s role, permissions and whether they take requests (permission settings)',
  params: 'ZCompanyMemberParams',
  body: 'ZCompanyMemberUpdate',
  response: 'ZCompanyMember',
  errors: ['NotFound', 'Forbidden', 'NotAcceptable'],
});

export const removeCompanyMember = endpoint({
  method: 'DELETE',
  path: '/api/companies/:id/members/:userId',
  summary: 'Remove a member (permission settings) or leave the company (one’s own id); the last owner stays',
  params: 'ZCompanyMemberParams',
  response: 'ZCompanyDone',
  errors: ['NotFound', 'Forbidden', 'NotAcceptable'],
});

export const listUserCompanies = endpoint({
  method: 'GET',
  path: '/api/user/company',
  summary: 'The caller’s companies with their role and permissions',
  response: 'ZUserCompanies',
  errors: [],
});
