import { DECKS } from '../../../shared/domain/decks';
import { TAROT_CARDS, type Suit } from '../../../shared/domain/tarot';
import type { CardText, DeckStory, SpreadText, SynthesisText } from './types';

/**
 * TEMPORARY stand-ins while the writers finish (issue #12): schema-valid text so the pages and
 * readings can be built in parallel. Replaced file by file by the real writing before it ships.
 */
const filler = (label: string, count: number) =>
  Array.from({ length: count }, (_, index) => `Stand-in sentence ${index + 1} about ${label} while the real text is written.`).join(' ');

export function standInCards(suits: readonly Suit[]): CardText[] {
  return TAROT_CARDS.filter((card) => suits.includes(card.suit)).map((card) => ({
    rank: card.rank,
    keywords: { upright: ['first word', 'second word', 'third word', 'fourth word'], reversed: ['fifth word', 'sixth word', 'seventh word', 'eighth word'] },
    image: filler(`${card.name} image`, 5),
    upright: filler(`${card.name} upright`, 9),
    reversed: filler(`${card.name} reversed`, 7),
    love: filler(`${card.name} love`, 5),
    work: filler(`${card.name} work`, 5),
    advice: filler(`${card.name} advice`, 4),
    yesNo: 'maybe',
    yesNoNote: filler(`${card.name} yes or no`, 2),
  }));
}

export function standInSpreads(): SpreadText[] {
  const spread = (code: string, name: string, positions: string[]): SpreadText => ({
    code,
    name,
    intro: filler(name, 5),
    positions: positions.map((position, index) => ({ position: index + 1, name: position, meaning: filler(position, 3) })),
  });
  return [
    spread('three-card', 'Free Three-Card Reading', ['Past', 'Present', 'Future']),
    spread('celtic-cross', 'Celtic Cross', ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten']),
    spread('yes-no', 'Yes or No', ['Answer']),
    spread('daily-reflection', 'Daily Reflection', ['Notice', 'Release', 'Carry']),
  ];
}

export function standInSynthesis(): SynthesisText {
  const some = (label: string, count: number) => Array.from({ length: count }, (_, index) => filler(`${label} ${index}`, 2));
  const bySuit = (label: string, count: number) => ({ wands: some(`${label} wands`, count), cups: some(`${label} cups`, count), swords: some(`${label} swords`, count), coins: some(`${label} coins`, count) });
  return {
    manyMajors: some('many majors', 4),
    noMajors: some('no majors', 3),
    suitDominant: bySuit('dominant', 3),
    suitMissing: bySuit('missing', 2),
    manyReversed: some('many reversed', 4),
    allUpright: some('all upright', 3),
    court: { page: some('page {card}', 2), knight: some('knight {card}', 2), queen: some('queen {card}', 2), king: some('king {card}', 2) },
    sameNumber: Object.fromEntries(Array.from({ length: 10 }, (_, index) => [String(index + 1), some(`{count} of number ${index + 1}`, 2)])),
    pairs: { 'the-tower+the-star': some('{card} and {card2}', 1) },
    openings: some('opening', 5),
    closings: some('closing', 5),
  };
}

export function standInDeckStories(): DeckStory[] {
  return DECKS.map((deck) => ({ slug: deck.slug, summary: filler(`${deck.name} summary`, 2), story: filler(`${deck.name} story`, 12) }));
}
