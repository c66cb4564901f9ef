// Mortgage programs: everyone reads them (the calculator, «Ипотека от …»); the admin sets rates and terms.
import { endpoint } from './endpoint.ts';

export const listMortgagePrograms = endpoint({
  method: 'GET',
  path: '/api/mortgage/programs',
  summary: 'The mortgage programs with their rates, least down payments, longest terms and loan limits',
  access: 'public',
  response: 'ZMortgagePrograms',
  errors: [],
});

export const updateMortgagePrograms = endpoint({
  method: 'PUT',
  path: '/api/mortgage/programs',
  summary: 'Sets the terms of the programs given (admin); a version older than the stored one is refused',
  body: 'ZMortgageProgramsUpdate',
  response: 'ZMortgagePrograms',
  errors: ['Unauthorized', 'Forbidden', 'NotAcceptable'],
});
