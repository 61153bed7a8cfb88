/**
 * The birth chart form island's test harness (tests/unit/birth-chart-form*.test.tsx): fixtures, a
 * fake location API, a fake profile API and phone query, and helpers that serve, hydrate, fill and
 * submit the form.
 * Importing it registers its beforeEach and afterEach in the test file.
 */
import { TextEncoder } from 'node:util';
import { act, fireEvent, screen } from '@testing-library/react';

Object.assign(globalThis, { TextEncoder, __NO_AUTO_BOOT__: true, IS_REACT_ACT_ENVIRONMENT: true });

import { serveAndHydrate } from './islands';
import { Island } from '../../views/components/island';
import type { IslandProps } from '../../shared/islands';
import type { Profile } from '../../shared/accounts/member-data';
import type { BirthChartProfile } from '../../shared/reports/islands';
import { birthChartYears } from '../../shared/reports/birth-chart.form';

export const YEARS = birthChartYears();
export const ACTION = '/readings-reports/astrology-reports/your-birth-chart';
export const LONDON = {
  city_id: 2643743,
  city: 'London',
  ascii_name: 'London',
  state: 'England',
  state_code: 'ENG',
  state_id: 1,
  country: 'United Kingdom',
  country_id: 2,
  country_iso2: 'GB',
  country_iso3: 'GBR',
  latitude: 51.5,
  longitude: -0.12,
  population: 8_000_000,
  timezone: 'Europe/London',
  label: 'London, England, United Kingdom',
};
export const LONDON_ONTARIO = { ...LONDON, city_id: 6058560, state: 'Ontario', state_code: 'ON', country: 'Canada', country_iso2: 'CA', country_iso3: 'CAN', timezone: 'America/Toronto', label: 'London, Ontario, Canada' };

export let made = 0;
export function profile(first_name: string, extra: Partial<BirthChartProfile> = {}): BirthChartProfile {
  made += 1;
  return {
    profile_uuid: `00000000-0000-4000-8000-${String(made).padStart(12, '0')}`,
    first_name,
    last_name: null,
    gender: 'female',
    birth_date: '1990-04-12',
    birth_time: null,
    birth_city: null,
    birth_state: null,
    birth_country: null,
    birth_city_id: null,
    ...extra,
  };
}
export const luna = profile('Luna', { birth_time: '15:30:00', birth_city: 'Springfield', birth_state: 'MO', birth_country: 'USA', birth_city_id: 4409896 });
export const theo = profile('Theo', { last_name: 'Marsh', gender: 'male', birth_date: '1985-11-02' });
export const ana = profile('Ana');
export const thea = profile('Thea', { last_name: 'Stone' });

/** What the browser would have posted, each time the island sends the form. */
export const sent: FormData[] = [];
export const logged: unknown[][] = [];
export const original = { warn: console.warn, error: console.error, fetch: global.fetch, matchMedia: window.matchMedia };
/** The towns the location API answers with. */
let towns: unknown[] = [];
/** Sets the towns the fake location API answers with (each test starts with the two Londons). */
export const answerTowns = (list: unknown[]) => {
  towns = list;
};
export const lookups: string[] = [];

/** The profiles the fake profile API keeps, as the API gives them (with where each lives now). */
export const stored: Profile[] = [];
/** Each call to the profile API: the method, the address and the body sent. */
export const profileCalls: { method: string; url: string; body?: unknown }[] = [];
/** The fake profile API keeps these (the chart form's profiles, each given the API's other fields). */
export function storeProfiles(list: BirthChartProfile[], extra: Record<string, Partial<Profile>> = {}) {
  stored.length = 0;
  for (const each of list) stored.push({ is_self: stored.length === 0, current_city: null, current_state: null, current_country: null, current_city_id: null, created: '2026-01-01T00:00:00.000Z', ...each, ...extra[each.profile_uuid] });
}

interface ProfileBody {
  first_name: string;
  last_name?: string;
  gender?: string;
  birth_date: string;
  birth_time?: string;
  birth_location?: { city: string; state: string; country: string; city_id?: number };
  current_location?: { city: string; state: string; country: string; city_id?: number };
}
/** GET /api/user/profiles, PUT and DELETE /api/member/profile/{uuid}, as the site answers them; else undefined. */
function profileApi(url: string, method: string, body: unknown): { status: number; body: unknown } | undefined {
  if (url === '/api/user/profiles') return { status: 200, body: { profiles: stored } };
  const uuid = /^\/api\/member\/profile\/([^/?]+)$/.exec(url)?.[1];
  if (!uuid) return undefined;
  profileCalls.push({ method, url, ...(body === undefined ? {} : { body }) });
  const index = stored.findIndex((each) => each.profile_uuid === uuid);
  if (index < 0) return { status: 404, body: { error: { code: 'not_found', message: 'No profile of yours has that id.' } } };
  if (method === 'DELETE') {
    stored.splice(index, 1);
    return { status: 200, body: { deleted: true } };
  }
  const input = body as ProfileBody;
  const birth = input.birth_location;
  const now = input.current_location;
  const profile: Profile = {
    ...stored[index]!,
    first_name: input.first_name,
    last_name: input.last_name ?? null,
    gender: input.gender ?? null,
    birth_date: input.birth_date,
    birth_time: input.birth_time ? `${input.birth_time}:00` : null,
    birth_city: birth?.city ?? null,
    birth_state: birth?.state || null,
    birth_country: birth?.country ?? null,
    birth_city_id: birth?.city_id ?? null,
    current_city: now?.city ?? null,
    current_state: now?.state || null,
    current_country: now?.country ?? null,
    current_city_id: now?.city_id ?? null,
  };
  stored[index] = profile;
  return { status: 200, body: { profile } };
}

beforeEach(() => {
  sent.length = 0;
  logged.length = 0;
  lookups.length = 0;
  stored.length = 0;
  profileCalls.length = 0;
  towns = [LONDON, LONDON_ONTARIO];
  window.history.replaceState(null, '', '/');
  console.warn = (...args: unknown[]) => void logged.push(args);
  console.error = (...args: unknown[]) => void logged.push(args);
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    sent.push(new FormData(this));
  });
  global.fetch = (async (url: string, init: { method?: string; body?: string } = {}) => {
    const profiles = profileApi(String(url), init.method ?? 'GET', init.body === undefined ? undefined : (JSON.parse(init.body) as unknown));
    if (profiles) return { ok: profiles.status < 400, status: profiles.status, statusText: profiles.status < 400 ? 'OK' : 'Not Found', text: async () => JSON.stringify(profiles.body) };
    lookups.push(String(url));
    return { ok: true, status: 200, statusText: 'OK', text: async () => JSON.stringify(towns) };
  }) as unknown as typeof fetch;
});
afterEach(() => {
  // No React warning, no error, in any test.
  expect(logged).toEqual([]);
  jest.useRealTimers();
  jest.restoreAllMocks();
  console.warn = original.warn;
  console.error = original.error;
  global.fetch = original.fetch;
  window.matchMedia = original.matchMedia;
});

/** A media query list the test turns on and off, as a window crossing 600 px does. */
export function fakePhoneQuery(matches: boolean) {
  const query = new EventTarget() as EventTarget & { matches: boolean };
  query.matches = matches;
  window.matchMedia = (() => query) as unknown as typeof window.matchMedia;
  return (next: boolean) =>
    act(() => {
      query.matches = next;
      query.dispatchEvent(new Event('change'));
    });
}

export async function serve(props: Partial<IslandProps['birth-chart-form']> = {}): Promise<HTMLFormElement> {
  await serveAndHydrate(
    <main>
      <Island name="birth-chart-form" hydrate="load" props={{ action: ACTION, years: YEARS, values: {}, errors: {}, ...props }} />
    </main>,
  );
  expect(document.querySelector('[data-island="birth-chart-form"]')?.getAttribute('data-hydrated')).toBe('true');
  return document.querySelector('form')!;
}

export const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
export const choose = (label: string, value: string) => act(() => void fireEvent.change(screen.getByLabelText(label), { target: { value } }));
export const errorOf = (id: string) => document.getElementById(`${id}-error`)?.textContent;
export const submit = (form: HTMLFormElement) => act(() => void fireEvent.submit(form));
/** Lets the location lookups answer. */
export const settle = () => act(async () => {});
/** Lets every pending call answer (the dialogs' code loading, then the profile API). */
export const settleAll = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
export const posted = (index = 0) => Object.fromEntries([...sent[index]!.entries()].map(([key, value]) => [key, String(value)]));

/** Types a town, lets the 200 ms lookup run and picks the option named. */
export async function pickTown(typed: string, option: string) {
  jest.useFakeTimers();
  await choose('Town or city', typed);
  await act(async () => {
    jest.advanceTimersByTime(200);
  });
  await act(async () => {});
  await act(() => void fireEvent.mouseDown(screen.getByRole('option', { name: option })));
  jest.useRealTimers();
}

export async function fillVisitorForm() {
  await choose('Name', 'Ana');
  await choose('Month', '4');
  await choose('Day', '15');
  await choose('Year', '1990');
  await choose('Hour', '2');
  await choose('Minute', '30');
  await choose('AM or PM', 'pm');
  await pickTown('Lond', 'London, England, United Kingdom');
}

