/**
 * @jest-environment jsdom
 */
import { TextEncoder } from 'node:util';
import { act, fireEvent, screen } from '@testing-library/react';

Object.assign(globalThis, { TextEncoder, __NO_AUTO_BOOT__: true, IS_REACT_ACT_ENVIRONMENT: true });

import { serveAndHydrate } from '../support/islands';
import { Island } from '../../views/components/island';

const SLUG = 'AbCdEfGhIjKlMnOpQrStUv';

async function serve(): Promise<HTMLFormElement> {
  await serveAndHydrate(<Island name="birth-time-form" hydrate="load" props={{ action: `/report/${SLUG}`, slug: SLUG }} />);
  expect(document.querySelector('[data-island="birth-time-form"]')?.getAttribute('data-hydrated')).toBe('true');
  return document.querySelector('form')!;
}

/** Submits as a click would: the event is cancelable; answers whether the browser would send the form. */
const submit = (form: HTMLFormElement) => act(() => fireEvent.submit(form));
const box = () => screen.getByLabelText('Birth time (for example 2:30 PM or 14:30)') as HTMLInputElement;
const error = () => document.getElementById('person_1_birth_time-error')?.textContent;

describe('the add-birth-time form (spec 3 §5, §6)', () => {
  it('says the spec’s messages, word for word, and sends nothing until the time reads', async () => {
    const form = await serve();
    expect(await submit(form)).toBe(false);
    expect(error()).toBe('Please enter your Birth Time');
    fireEvent.change(box(), { target: { value: '13:30 PM' } });
    expect(await submit(form)).toBe(false);
    expect(error()).toBe('Invalid Birth Time - HH:MM AM/PM');
  });

  it('sends a good time as the plain form: SUBMITTING... and a second submit ignored', async () => {
    const form = await serve();
    fireEvent.change(box(), { target: { value: '2:30 pm' } });
    expect(await submit(form)).toBe(true);
    expect(screen.getByRole('button').textContent).toBe('SUBMITTING...');
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
    expect(error()).toBeUndefined();
    expect(await submit(form)).toBe(false);
  });
});
