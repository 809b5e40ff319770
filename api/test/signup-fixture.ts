/**
 * The profile half of a sign-up that passes every rule of the spec (POST /api/auth/signup), for
 * the browser journeys and the benches, which sign people up by the API to get on with what they
 * are about.
 */
export const SIGNUP_PROFILE = {
  role: 'Facilitadora',
  industry: 'Design',
  experience: 'Sênior (6-10 anos)',
  country: 'Brasil',
  state: 'SP',
  city: 'São Paulo',
  zipCode: '01310-100',
} as const;
