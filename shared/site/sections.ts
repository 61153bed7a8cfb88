/**
 * The site's sections: the ids the navigation, the section landings and the section art share.
 * Which of them are linked depends on which pages exist (a section not built yet is not linked).
 */
export const SECTION_IDS = ['horoscopes', 'astrology', 'tarot', 'readings', 'love', 'numerology', 'psychics'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/** Art-only ids beside the sections: the home page, the member area and the help pages. */
export const ART_IDS = ['home', ...SECTION_IDS, 'account', 'help'] as const;
export type ArtId = (typeof ART_IDS)[number];

export const SECTION_NAMES: Record<SectionId, string> = {
  horoscopes: 'Horoscopes',
  astrology: 'Astrology',
  tarot: 'Tarot',
  readings: 'Readings',
  love: 'Love',
  numerology: 'Numerology',
  psychics: 'Psychic Advice',
};
