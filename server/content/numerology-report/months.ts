import type { z } from 'zod';
import type { forecastMonthSchema } from './types';

/**
 * The forecast's months (issue #26), by personal month number (1-9) and occurrence: 1 for the
 * number's first month in the twelve, 2 for its return later in them, written as a return.
 * Each says what the month is for: starting, building, finishing or resting. Shape and limits
 * in ./types.
 */
export const FORECAST_MONTHS: z.infer<typeof forecastMonthSchema>[] = [
  {
    number: 1,
    occurrence: 1,
    text: 'This is a month for starting. A One in the forecast marks a natural launch point, so if there is something you have been planning, take the first concrete step now rather than polishing the idea any further. Energy gathers behind fresh decisions, and a small action taken early in the month can set a direction for a long while afterwards. Write down what you want to begin and choose the piece you can do this week. You may feel impatient with anything slow or collective; spend that drive on tasks rather than on people. Keep the choices personal, too. This month rewards decisions that are genuinely yours, not those made to please someone else.',
  },
  {
    number: 1,
    occurrence: 2,
    text: 'One comes round again, and with it a second chance to begin. Look back at what you started the last time this number appeared: some of it will have taken root, some will have quietly faded, and the difference is worth noticing. This return is less about the blank page and more about a sharper start, informed by what you have learned in between. Relaunch what deserves it, drop what does not, and choose one new initiative you feel surer of now than you could have earlier. Your confidence may be steadier than it was on the first pass. Use it to make a commitment you have been holding back, and let that decision set the tone for what follows.',
  },
  {
    number: 2,
    occurrence: 1,
    text: 'A Two month slows the tempo and asks you to work with others. Think of it as a time to nurture rather than launch: follow up on conversations, gather allies, refine details and let recent beginnings settle before you judge them. Waiting is not wasted now, and nor is rest. Partnerships of every kind move to the centre, and one honest talk with someone close may do more for your plans than a week of solo effort. You may feel more sensitive than usual, so pace your commitments and keep some evenings quiet. If a decision stalls, give it a fortnight. Patience here is a strategy rather than a weakness, and the groundwork you lay with other people pays off later.',
  },
  {
    number: 2,
    occurrence: 2,
    text: 'Two returns, and the relationships that carried you through its first visit are worth checking on. Which alliances have grown, and which have drifted? Since the last Two month, some collaborations will have proved themselves and others will have shown their limits. This second round invites you to invest in the ones that work and to renegotiate, calmly and clearly, the ones that do not. If someone has been quietly carrying more than their share, tell them you have noticed. The slower pace is back, and it may be easier to accept this time, because you have seen what patience produced before. Use the weeks for quiet refinement: the detail you skipped, the thank-you you never sent, the agreement you meant to put in writing.',
  },
  {
    number: 3,
    occurrence: 1,
    text: 'A Three month brings lightness and an urge to express yourself. Share work in progress, get back in touch with friends, take up a creative habit or simply enjoy company after a quieter spell. Ideas flow easily in conversation, and a passing remark may open a door you had not noticed. Accept the invitations that feel alive rather than obligatory. The month favours visibility, so put your name to something, speak up at the meeting or send the piece out into the world. Its weakness is scattering: with so much pleasant activity on offer, concentration slips. Pick one or two things to carry through and let the rest be play. Laughter counts as progress in a Three month.',
  },
  {
    number: 3,
    occurrence: 2,
    text: 'The expressive Three is back. Think about what you said, made or shared when this number last came by, and how it was received. Some of those conversations will have led somewhere; others were fun and nothing more. This return asks you to develop the voice you found: revise the draft, deepen a friendship that sparked, or present an idea more boldly now that you know it has an audience. Social energy runs high again, though you may be choosier about where you spend it. Let this visit be less about scattering seeds and more about tending the ones that came up. Finished work, however small and imperfect, will do more for you now than another bright beginning. A little discipline makes the pleasure last longer.',
  },
  {
    number: 4,
    occurrence: 1,
    text: 'Four is the month for building, so roll up your sleeves. Practical tasks, routines, paperwork and steady effort on a long-term goal are all favoured, and work put in now tends to hold. It is not the moment for grand launches or sudden changes of direction; it is the moment to put structure under whatever you have already set in motion. Draw up the budget, clear the desk, book the appointments you keep postponing. You may feel tired or hemmed in, so plan rest as deliberately as work. Progress can look slow from the inside. Judge it instead by how much firmer your plans feel by the month’s end than they did at its start.',
  },
  {
    number: 4,
    occurrence: 2,
    text: 'Four comes back, asking you to inspect the foundations you poured on its last visit. What has held, and what has cracked? By now you will have seen which routines actually stuck and which systems were abandoned after a week. Use this return to repair rather than rebuild: adjust the schedule, simplify a process, reinforce the habit that served you best. Practical matters may press again, and you are likely to meet them more easily with the experience you have gathered. The mood is workmanlike rather than glamorous. Steady, visible improvement to something real is the measure of a good second Four, and it is worth more than yet another fresh plan.',
  },
  {
    number: 5,
    occurrence: 1,
    text: 'A Five month brings movement and fresh air. Expect change, variety and the itch to try something different: a trip, a new approach, an unfamiliar group of people or a shake-up of your routine. Experiment freely and welcome the unexpected, because new experiences now can reveal options you could not see before. Decisions may come quickly, perhaps too quickly, so keep fixed commitments light and read agreements carefully before signing anything. If part of your life has grown stale, this month supplies the energy to change it. Freedom is the theme. Use it to explore rather than to escape, and you are likely to come back with more than you set out with.',
  },
  {
    number: 5,
    occurrence: 2,
    text: 'Five returns with another dose of change. Consider what shifted the last time this restless number visited: a new interest, a move, a decision to stop doing something. Some of those changes will have proved liberating, others merely unsettling, and you now know the difference better. A change you resisted then may look more inviting, while one you rushed into may deserve a second thought. This second visit is a chance to make change more deliberate. Travel, learning and new contacts are favoured again, though novelty for its own sake may tempt you less. Adjust the course rather than throwing away the map. If the old restlessness stirs, ask what it is pointing at, because the answer may be the most useful thing these weeks bring.',
  },
  {
    number: 6,
    occurrence: 1,
    text: 'A Six month turns your attention to home, family and the people who depend on you. It suits mending a strained relationship, improving your living space, keeping promises and showing care in practical ways. Domestic matters may take more time than usual, and you may be asked to shoulder extra responsibility. Treat it as a month for tending and completing rather than for ambitious new ventures. Beauty and comfort matter, so small improvements to your surroundings can lift your spirits out of proportion to their cost. The risk is fixing everyone else’s problems while neglecting your own. Give what you can gladly, decline what you cannot, and let others look after you in return.',
  },
  {
    number: 6,
    occurrence: 2,
    text: 'Six comes back, and with it the question of how your closest bonds have fared since you last gave them this kind of attention. Repairs made then may have held; promises may have been kept or quietly let slip. This second Six invites an honest review of your commitments at home and in love. Where are you carrying too much, and where have you been absent? Small rituals, such as a shared meal or a regular call, can hold a household together better than grand gestures. It is a good month to rebalance shared duties, renew a gesture of affection or at last make the changes to your home that you discussed before. Care still flows outward, but this time make sure some of it finds its way back to you.',
  },
  {
    number: 7,
    occurrence: 1,
    text: 'A Seven month is your time to pause and take stock. It favours rest, study, research and time alone, and it is one of the best stretches in the cycle for stepping back from busyness to ask what you really think. Outward progress may slow, which is part of the design, since answers to important questions tend to arrive quietly. Dreams and chance remarks may carry more meaning than usual, so jot them down. Avoid forcing decisions or filling every evening with plans. Read, walk, sleep more, keep a journal or take a short retreat if you can. If something has been troubling you, give it thought before action. What you understand by the end of this month can steer the busier weeks ahead.',
  },
  {
    number: 7,
    occurrence: 2,
    text: 'Seven returns, bringing another invitation to withdraw and reflect. Since the last Seven month, life has probably moved faster, and the insights you gained then will have been tested by events. This is the time to review them: what did you learn, and what turned out to be wrong? Study, rest and solitude are favoured again, and you may be better at protecting them now that you know how much they help. Plan fewer commitments than you think you can manage, and guard the gaps between them. Let the month be one of deliberate stillness. A question you could not answer before may settle itself if you give it room. Trust the quiet; it is doing more than it seems to.',
  },
  {
    number: 8,
    occurrence: 1,
    text: 'An Eight month puts the spotlight on ambition, money and authority. It favours action in the practical world: asking for a promotion, negotiating terms, reviewing your finances, taking charge of a project or making a decision you have been avoiding. Earlier efforts may start to show measurable results, and others may look to you for a lead. This is a month for carrying plans out rather than dreaming them up, so put your energy where it will count. A clear figure, a firm deadline or a direct request will get you further than hints. Keep an eye on balance, because work can easily take over, and integrity matters more than speed. Aim high, be businesslike, and treat your time and money with respect.',
  },
  {
    number: 8,
    occurrence: 2,
    text: 'Eight is back, and the practical world wants your attention again. Look at what you gained or lost since its last visit: the negotiation that succeeded, the plan that stalled, the money that went further or not as far as you hoped. This return favours consolidating. Review budgets, follow up on openings that appeared before, and make the decisions that strengthen your position over the longer term. You may feel surer of your authority now. Where something you chased earlier has lost its appeal, you are free to drop it and redirect the effort. Act on what experience has taught you, with a steadier hand and perhaps a gentler one. Success is sweeter when the people who helped you get there share in it.',
  },
  {
    number: 9,
    occurrence: 1,
    text: 'A Nine month is for finishing and clearing space. Complete what you can, tie up loose ends and let go of habits, belongings or commitments that no longer fit the life you are living. Big new beginnings are better saved for a One month than launched now. Think of these weeks as a closing of accounts: settle old debts of every kind, give away what you do not need and reflect on what the past stretch of your cycle has taught you. Feelings may run high as things end, and your compassion for others can deepen. Acts of generosity feel especially rewarding. The space you clear now is where your next beginning will stand.',
  },
  {
    number: 9,
    occurrence: 2,
    text: 'Nine returns, and another round of endings is due. Think back to what you released the last time: the things you let go of, and the things you meant to let go of but kept. The second Nine is a chance to finish the job. Clear out what still clutters your days, close conversations that have dragged on, and bring unfinished projects to a close or lay them down for good. You may feel lighter than before, because some room has already been made. Keep new ventures on hold a little longer. Endings may come more calmly on this second pass, since experience has shown you that cleared space does get filled. Rest, reflection and generosity suit this month, and so does gratitude for how far you have come.',
  },
];
