import { FAQ_SECTION_IDS, faqContent } from '../../server/content/faq';
import { sitePages } from '../../server/http/page-registry';

const PAGE_ROUTES = sitePages();

const faq = faqContent('Starlit', 'help@starlit.test');
const answers = faq.sections.flatMap((section) => section.questions.flatMap((item) => item.answer));
const sentences = [...faq.intro, ...answers].flatMap((paragraph) => paragraph.split(/(?<=[.!?])\s+/)).map((sentence) => sentence.trim().toLowerCase());

describe('the FAQ (server/content/faq.ts)', () => {
  it('has every section the issue asks for, in order, each with at least two questions', () => {
    expect(faq.sections.map((section) => section.id)).toEqual([...FAQ_SECTION_IDS]);
    for (const section of faq.sections) expect(section.questions.length).toBeGreaterThanOrEqual(2);
  });

  it('answers at a readable length, and fits its description to a search result', () => {
    expect(faq.description.length).toBeLessThanOrEqual(160);
    for (const paragraph of answers) {
      expect(paragraph.length).toBeGreaterThanOrEqual(60);
      expect(paragraph.length).toBeLessThanOrEqual(600);
    }
    const words = answers.join(' ').split(/\s+/).length;
    expect(words).toBeGreaterThan(700);
  });

  it('never repeats a sentence or a question', () => {
    expect(new Set(sentences).size).toBe(sentences.length);
    const questions = faq.sections.flatMap((section) => section.questions.map((item) => item.question));
    expect(new Set(questions).size).toBe(questions.length);
  });

  it('names the site and the support address it is given, and links only pages that exist', () => {
    expect(faq.intro.join(' ')).toContain('Starlit');
    expect(answers.join(' ') + faq.intro.join(' ')).toContain('help@starlit.test');
    const paths = new Set(PAGE_ROUTES.map((page) => page.path));
    for (const section of faq.sections) for (const item of section.questions) for (const link of item.links ?? []) expect(paths).toContain(link.href);
  });

  it('promises no dates for what is not built yet', () => {
    const text = [...faq.intro, ...answers].join(' ');
    expect(text).not.toMatch(/\b(20\d\d|soon|next (week|month|year)|january|february|march|april|june|july|august|september|october|november|december)\b/i);
  });
});
