import type { KeyboardEvent } from 'react';
import { listboxKeyDown } from '../../client/lib/listbox-keys';

const press = (key: string) => {
  const event = { key, preventDefault: jest.fn(), stopPropagation: jest.fn() };
  return event as unknown as KeyboardEvent<HTMLElement> & typeof event;
};

/** The town suggestions' keys (the place autocomplete and the birth chart form). */
describe('the keys of a list of suggestions', () => {
  const options = ['London', 'Londonderry', 'London, Ontario'];
  const on = () => ({ move: jest.fn(), choose: jest.fn(), close: jest.fn() });

  it('the arrows move round the list, wrapping at both ends', () => {
    const handlers = on();
    listboxKeyDown(press('ArrowDown'), options, -1, handlers);
    listboxKeyDown(press('ArrowDown'), options, 2, handlers);
    listboxKeyDown(press('ArrowUp'), options, 0, handlers);
    expect(handlers.move.mock.calls).toEqual([[0], [0], [2]]);
  });

  it('Enter chooses the highlighted option and sends no form; without one it does nothing', () => {
    const handlers = on();
    const enter = press('Enter');
    listboxKeyDown(enter, options, 1, handlers);
    expect(handlers.choose).toHaveBeenCalledWith('Londonderry');
    expect(enter.preventDefault).toHaveBeenCalled();
    const none = press('Enter');
    listboxKeyDown(none, options, -1, handlers);
    expect(none.preventDefault).not.toHaveBeenCalled();
  });

  it('Escape closes the list and goes no further (a dialog around it stays open); an empty list takes no keys', () => {
    const handlers = on();
    const escape = press('Escape');
    listboxKeyDown(escape, options, 0, handlers);
    expect(handlers.close).toHaveBeenCalled();
    expect(escape.stopPropagation).toHaveBeenCalled();
    const quiet = on();
    listboxKeyDown(press('ArrowDown'), [], -1, quiet);
    expect(quiet.move).not.toHaveBeenCalled();
  });
});
