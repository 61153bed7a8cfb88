import { cardOfTheDay, weeklyCard } from '../../server/features/tarot/daily-card';
import { addDays } from '../../shared/horoscopes/horoscopes';

describe('the card of the day and the weekly card', () => {
  it('is the same all day for everyone, and a member’s own card is their own', () => {
    expect(cardOfTheDay('2026-11-23')).toEqual(cardOfTheDay('2026-11-23'));
    expect(cardOfTheDay('2026-11-23', 'member-a')).toEqual(cardOfTheDay('2026-11-23', 'member-a'));
    const days = Array.from({ length: 30 }, (_, index) => addDays('2026-11-01', index));
    const differs = days.filter((day) => cardOfTheDay(day, 'member-a').card.id !== cardOfTheDay(day, 'member-b').card.id);
    expect(differs.length).toBeGreaterThan(25);
  });

  it('reaches every card over time, a quarter of them reversed', () => {
    const draws = Array.from({ length: 4000 }, (_, index) => cardOfTheDay(addDays('2000-01-01', index)));
    expect(new Set(draws.map((draw) => draw.card.id)).size).toBe(78);
    const reversed = draws.filter((draw) => draw.reversed).length / draws.length;
    expect(reversed).toBeGreaterThan(0.2);
    expect(reversed).toBeLessThan(0.3);
  });

  it('gives each sign its own card for a week', () => {
    expect(weeklyCard('leo', '2026-11-23')).toEqual(weeklyCard('leo', '2026-11-23'));
    const signs = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'];
    expect(new Set(signs.map((sign) => weeklyCard(sign, '2026-11-23').card.id)).size).toBeGreaterThan(8);
  });
});
