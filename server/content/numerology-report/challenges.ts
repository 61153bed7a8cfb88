import type { z } from 'zod';
import type { challengeSchema } from './types';

/**
 * The challenges (issue #26): the lesson each period of a life keeps setting, from a difference of
 * the birth date's single digits (0-8). Shape and limits in ./types.
 */
export const CHALLENGES: z.infer<typeof challengeSchema>[] = [
  {
    number: 0,
    text: 'A challenge of Zero is unusual, because it names no single obstacle. Instead it leaves the question open: any of the other lessons may turn up, and you have a hand in deciding which ones to face. Some numerologists call it the challenge of choice, and it can feel either wonderfully free or quietly confusing. You may have several abilities and no obvious direction, or sense that you must chart your own course without the usual markers. The task is to take responsibility for choosing. Listen to your intuition, notice which difficulties keep recurring, and treat them as your real curriculum. Zero offers everything and guarantees nothing until you commit.',
  },
  {
    number: 1,
    text: 'A One challenge concerns your sense of self. Its lesson is independence, and it can show up in opposite ways: as a reluctance to assert yourself, so that other people end up making your choices, or as an overbearing need to have your own way. Either way, the underlying question is whether you trust your own will. Situations during this period may push you to stand alone, speak up or take a decision only you can make. Growth comes from building confidence on solid ground rather than bluster, and from discovering that independence and consideration for others can live together. Small, regular acts of self-assertion are the best practice.',
  },
  {
    number: 2,
    text: 'The Two challenge is one of sensitivity. You may be easily hurt, quick to absorb other people’s moods and inclined to give way for the sake of peace, even when peace costs you something important. Criticism can sting out of all proportion, and fear of conflict may stop you saying what you need. At times the pattern flips into touchiness or fretting over small details. The lesson is to value your feelings without being ruled by them. Learn to tell genuine tact from self-erasure, and practise stating preferences calmly. A thicker skin does not mean a harder heart; it means your kindness comes from choice rather than fear.',
  },
  {
    number: 3,
    text: 'A Three challenge centres on self-expression. You may find it hard to show your feelings or your creative gifts, holding back for fear of criticism or of looking foolish, or you may swing the other way and scatter energy in chatter, exaggeration and too many projects at once. Social situations can feel daunting one week and draining the next. The lesson is to communicate honestly and to give your imagination a proper outlet. Choose one creative practice and stay with it long enough to improve, and say what you mean plainly and kindly. Once the fear of judgement loosens, the natural gifts of the Three, humour, warmth and invention, have room to come through.',
  },
  {
    number: 4,
    text: 'The Four challenge tests your relationship with order and effort. It can appear as trouble with routine, planning or finishing what you start, so that good intentions crumble for lack of structure. Or it can take the opposite form: rigid habits, excessive caution and a stubborn refusal to change course. Work may feel heavy and limits frustrating. The lesson is to build a discipline that serves you rather than imprisons you. Break big tasks into manageable steps, keep practical matters such as money and paperwork in order, and allow some flexibility into your systems. Patience with the slow, unglamorous parts of life is the skill this challenge teaches.',
  },
  {
    number: 5,
    text: 'A Five challenge is about freedom and how you handle it. You may crave change so strongly that commitments feel like cages, reaching for novelty, travel or sensory pleasure whenever discomfort appears. Impatience and impulsive decisions can cause trouble. Alternatively, the challenge may take the form of a fear of change, clinging to the familiar long after it has stopped working. The lesson is to find a freedom that does not depend on escape. Experiment thoughtfully, learn from experience and keep your word on the things that matter. Moderation does not dull life for you; it lets you enjoy variety without paying for it afterwards.',
  },
  {
    number: 6,
    text: 'The Six challenge concerns responsibility, love and ideals. You may set impossibly high standards for yourself, your family or your partner, and feel let down when real people fall short of them. A habit of taking charge of other people’s problems, offering advice nobody asked for or running the household in the name of care can strain even loving relationships. At other times the challenge shows as a reluctance to accept commitment at all. The lesson is acceptance. Learn to love people as they are, to help without conditions and to let others make their own mistakes. Harmony does not require perfection, and being needed is not the same as being loved.',
  },
  {
    number: 7,
    text: 'A Seven challenge concerns trust and faith. You may tend to hold back, keep people at arm’s length and rely on your own analysis rather than risk being disappointed. Scepticism can become a habit that shuts out experiences worth having, and loneliness may follow. Sometimes the challenge appears instead as self-doubt, or as a persistent feeling of being misunderstood. The lesson is to open up without losing your depth. Let a few trusted people in, share what you think and feel, and leave room for faith in something beyond your own reasoning, whether spiritual, creative or simply human. Understanding grows best when it is not kept entirely to yourself.',
  },
  {
    number: 8,
    text: 'The Eight challenge tests your attitude to money, power and status. Financial matters may be a recurring source of stress, or you may swing between careless spending and anxious control. Ambition can tip into materialism, or you may distrust success so deeply that you undermine it. Questions of authority, with employers, institutions or your own need to be in charge, may keep coming back. The lesson is balance and integrity. Learn to handle resources wisely, to see money as a tool rather than a measure of worth, and to use whatever power you hold fairly. When material life is in order without ruling you, this challenge becomes a source of real strength.',
  },
];
