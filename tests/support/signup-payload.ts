/** A complete, valid body for `POST /api/member/signup` as the dialog sends it; override any field. */
export function signupPayload(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Ana',
    email: `ana.${Math.random().toString(36).slice(2)}@example.com`,
    password: 'moonlight-42',
    password_verify: 'moonlight-42',
    signup_gateway: '#signup',
    signup_bonus: true,
    account_type_id: 1,
    birth_date: '1990-04-12',
    timezone: -5,
    subscribe_lists: ['ipe'],
    privacy_policy: true,
    sms_optin: false,
    birth_time: '08:30',
    birth_location: { city: 'Springfield', state: 'IL', country: 'USA', city_id: 4250542 },
    ...overrides,
  };
}
