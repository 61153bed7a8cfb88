/**
 * @jest-environment jsdom
 */
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { restoreTyped, typedBefore } from '../../client/runtime/typed-before';

/** An island-like form: controlled fields whose state it shows. */
function Form() {
  const [name, setName] = useState('');
  const [month, setMonth] = useState('1');
  const [unknown, setUnknown] = useState(false);
  return (
    <form>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <select aria-label="Month" value={month} onChange={(event) => setMonth(event.target.value)}>
        <option value="1">January</option>
        <option value="4">April</option>
      </select>
      <input type="checkbox" aria-label="Unknown" checked={unknown} onChange={(event) => setUnknown(event.target.checked)} />
      <output>{`${name}|${month}|${unknown}`}</output>
    </form>
  );
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('what a visitor typed before an island hydrated (issue #29)', () => {
  it('is noted from the fields that differ from the server’s, and given back to the island’s state once it hydrates', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Form />);
    document.body.append(root);
    const name = root.querySelector<HTMLInputElement>('input[aria-label="Name"]')!;
    const month = root.querySelector<HTMLSelectElement>('select')!;
    const unknown = root.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    name.value = 'Ana';
    month.value = '4';
    unknown.checked = true;
    expect(typedBefore(root).map(({ field }) => field)).toEqual([name, month, unknown]);

    const restored = restoreTyped(root);
    // Hydrating renders the island's own state ('', January, unchecked) over the fields.
    act(() => void hydrateRoot(root, <Form />));
    await act(async () => {
      await restored;
    });
    expect(root.querySelector('output')!.textContent).toBe('Ana|4|true');
    expect([name.value, month.value, unknown.checked]).toEqual(['Ana', '4', true]);
    root.remove();
  });

  it('resolves at once when nothing was typed', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Form />);
    expect(typedBefore(root)).toEqual([]);
    await expect(restoreTyped(root)).resolves.toBeUndefined();
  });
});
