import type { z } from 'zod';
import type { pinnacleSchema } from './types';

/**
 * The pinnacles (issue #26): the four long periods of a life, each under a number drawn from the
 * birth date, read as what a period under that number asks and offers. Written to fit any of the
 * four positions. Shape and limits in ./types.
 */
export const PINNACLES: z.infer<typeof pinnacleSchema>[] = [
  {
    number: 1,
    text: 'A One pinnacle is a period of self-reliance. Circumstances tend to push you to the front whether or not you feel ready, and much of what happens depends on your willingness to act on your own judgement. These are years for founding, leading, learning to decide and living with the consequences. Support may be thinner than you would like, which is partly the point, since this stretch of life builds the muscle of independence. Courage is rewarded more than caution, and original ideas fare better than borrowed ones. The pitfall is pushing so hard that you alienate people who would gladly have helped. Take the lead, but make it the kind of lead others choose to follow.',
  },
  {
    number: 2,
    text: 'Under a Two pinnacle, life moves at the pace of relationships. The period asks for patience, tact and cooperation, and it often brings partnerships of real consequence: a marriage, a business ally, a mentor, a close collaborator. Progress comes from working alongside others rather than striking out alone, and from noticing details that someone more hurried would miss. Your efforts may be less visible than you would like, because the rewards of these years are slow and cumulative. Emotional sensitivity usually runs high, which makes you perceptive and also easy to wound. Learn when to give way and when to stand firm. The skill this pinnacle teaches is diplomacy that never costs you your own voice.',
  },
  {
    number: 3,
    text: 'A Three pinnacle opens a season of self-expression. Creative talent, social life and the ability to communicate are all emphasised, and the years under it often bring chances to write, perform, teach, sell ideas or simply enjoy a wider circle of friends. Optimism comes more naturally, and your personality may make an impression it never made before. The call of this period is to take your gifts seriously enough to develop them. Without some discipline the energy can scatter into pleasant activity that leaves little behind, or into spending that outruns income. Pick the forms of expression that feel most alive and give them a shape. What you make and say during these years can colour how people see you for a long time afterwards.',
  },
  {
    number: 4,
    text: 'A Four pinnacle is a period of building. It asks for hard work, organisation and patience, and it rewards effort that is steady rather than brilliant. Foundations are the theme: a career established step by step, a home made secure, a qualification earned, a budget brought under control. Limits may feel tight, and you may sometimes believe you carry more than your share. That pressure has a purpose, because what you construct under this number is meant to last. Shortcuts rarely work in these years, while method and reliability pay off handsomely. Watch for stubbornness and for all work and no rest. Look after your body as carefully as your plans, since both have to carry you into the period that follows.',
  },
  {
    number: 5,
    text: 'Change is the defining feature of a Five pinnacle. The years under it tend to be lively and unpredictable, bringing travel, moves, new people, new work and a general loosening of whatever had grown fixed. Freedom becomes important, and you may resist routines that once suited you perfectly well. This period asks you to adapt, to learn by experience and to accept opportunities that would have frightened a more cautious version of you. It is an excellent time to broaden your horizons and discover what you genuinely enjoy. The risk lies in excess and in decisions made on impulse: too many changes at once, or a restlessness that throws away something valuable. Keep a few anchors while everything else moves.',
  },
  {
    number: 6,
    text: 'A Six pinnacle gathers life around home, family and responsibility. The period often brings commitments of the heart: a marriage, children, the care of a parent, a household to run, or a community that comes to rely on you. Love and duty become closely intertwined, and being needed can bring deep satisfaction. Beauty and comfort matter as well, and creative work with a domestic or artistic flavour can flourish. The lesson of these years is to serve without disappearing. You may be tempted to fix other people’s lives or to shoulder burdens that are not yours, and resentment tends to follow. Set fair boundaries, accept help when it is offered, and give your own needs a seat at the same table as everyone else’s.',
  },
  {
    number: 7,
    text: 'A Seven pinnacle turns a stretch of life towards understanding. Outward events may quieten, or simply matter less, while study, reflection and inner growth come forward. The period asks you to specialise, to research, to develop real expertise or to explore questions of meaning and faith, and many people spend these years gaining knowledge that proves valuable long after. Solitude tends to be necessary, and partnerships may need more space than usual. If you try to force material progress the results can disappoint; if you invest in depth, the period repays you richly. Watch for a slide into isolation or suspicion. Trust your intuition, and let a few people close enough to keep the quiet from turning cold.',
  },
  {
    number: 8,
    text: 'Under an Eight pinnacle the emphasis falls on achievement, authority and the practical management of money and power. The period tends to offer advancement, responsibility and financial progress, and it asks you to step fully into your own capability. Business sense, organisation and the nerve to make hard decisions are all tested and strengthened. Results can be considerable when effort is backed by integrity. The pitfall is letting ambition crowd out everything else, or treating people as a means to an end. Finances may swing during these years, so prudence pays. Aim high, keep your accounts and your ethics in good order, and remember that authority gained now is most secure when it benefits others as well as yourself.',
  },
  {
    number: 9,
    text: 'A Nine pinnacle is a period of broadening and of letting go. It tends to enlarge your sympathies, bringing you into contact with people, cultures and causes beyond your familiar circle, and it often invites generosity, service or creative work with a wide appeal. The same years can ask you to release relationships, roles or ambitions that have run their course. Endings are part of the curriculum, and they clear ground for a more compassionate and less self-centred way of living. Emotional intensity may be high. The lesson is to give without expecting a return and to forgive whatever can be forgiven. What you relinquish under a Nine often makes room for what you most need.',
  },
  {
    number: 11,
    text: 'An Eleven pinnacle is a master number period, and it tends to bring heightened intuition, inspiration and some measure of public attention. You may be drawn into roles where you influence or encourage others: teaching, counselling, artistic work, spiritual leadership or any position where vision counts. Insight can arrive suddenly, and with it a sense that you have something to offer beyond your own life. These years are also hard on the nerves. Sensitivity runs high, and the gap between your ideals and everyday reality can feel painful. The Two beneath the Eleven is your steadying influence, and cooperation, patience and supportive partnerships keep the current grounded. Protect your health and your quiet time, and trust the inner guidance that grows clearer as the period unfolds.',
  },
  {
    number: 22,
    text: 'A Twenty-Two pinnacle brings a rare opportunity to build on a large scale. During these years you may find yourself responsible for projects, organisations or structures that affect many people, and you may discover a capacity for leadership and practical vision that surprises you. The period demands discipline of a high order: big ideas have to be backed by plans, budgets, teamwork and sustained effort. Pressure can be intense, and the fear of not living up to the possibilities may be strong. The Four beneath the master number is your ally, steady, methodical and content to lay one stone at a time. Work with others, pace yourself, and aim for something that will still be useful after this pinnacle gives way to the next.',
  },
  {
    number: 33,
    text: 'A Thirty-Three pinnacle is uncommon, and it marks a period shaped by compassion and responsibility for others. You may be called to teach, heal, nurture or support people on a wider scale than before, perhaps through a profession, a family situation or a cause that needs you. Your capacity for love and patience can grow remarkably during these years, and your example may influence people more than anything you say. The load can be heavy. Without boundaries, the urge to care for everyone can exhaust you or leave you feeling responsible for outcomes you cannot control. The Six beneath it keeps your attention on home and daily care. Give from a place of rest rather than depletion, and accept that you are allowed to need help too.',
  },
];
