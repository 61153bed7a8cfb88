import type { CardText } from './types';

/**
 * The Swords (mind, truth, words, conflict) and the Coins (body, work, money, home), Ace to King.
 * Original writing for Starlit; the card facts are in shared/domain/tarot.ts.
 */
export const SWORDS_COINS_TEXTS: CardText[] = [
  {
    rank: 'ace-of-swords',
    keywords: { upright: ['clarity', 'breakthrough', 'truth', 'new idea', 'decisive thought'], reversed: ['confusion', 'muddled thinking', 'harsh words', 'delayed clarity'] },
    image:
      'A hand of pale light reaches out of a bank of storm-grey cloud, gripping a single upright sword by its hilt. A thin gold crown rests over the point, trailing a ribbon of laurel. Below, jagged blue mountains cut into a clear, cold sky, and a few white sparks drift down past the blade like the first flakes of snow.',
    upright:
      'Clarity arrives all at once. The Ace of Swords is the moment the fog lifts and you can see a situation as it is, without the story you have been telling yourself about it. It brings a new idea, a clean decision, or a truth you are finally ready to say aloud. There is power in that sharpness, and responsibility too, because a blade cuts whichever way it swings. Use this clarity to name what matters, set a boundary, or begin a piece of thinking that has waited for a clear head. Honesty offered with care is the gift here.',
    reversed:
      'Reversed, the blade wobbles. Thoughts may be crowded or circular, or a truth you half know keeps slipping out of focus. Sometimes this points to words used too sharply, an argument won at the cost of the person you were talking to. It can also mean a good idea that is not ready to be acted on yet. Gather the facts and let your mind settle before you cut anything.',
    love:
      'In love, this Ace asks for a conversation that is overdue. Saying plainly what you want, or what is not working, can clear the air far better than another round of guessing. If a connection is new, notice whether it is honest and mentally alive; good talk is a strong foundation for whatever follows.',
    work:
      'At work, a fresh idea, plan or breakthrough wants your attention. The card favours writing, pitching, problem-solving and any task that rewards a clear head. With money, clarity comes from looking at the real figures rather than a hopeful estimate.',
    advice:
      'Tell the truth, first to yourself. Choose one thing you now understand clearly and act on it cleanly, without blurring it into vagueness or sharpening it into cruelty.',
    yesNo: 'yes',
    yesNoNote: 'Yes, leaning on clarity: the answer favours the choice you can explain plainly and stand behind.',
  },
  {
    rank: 'two-of-swords',
    keywords: { upright: ['stalemate', 'difficult choice', 'truce', 'avoidance', 'guarded heart'], reversed: ['indecision breaking', 'information overload', 'forced choice', 'truth surfacing'] },
    image:
      'A figure in a grey robe sits on a low stone bench at the edge of a still, dark sea, a white blindfold tied over their eyes. Their arms are crossed at the chest, each hand holding one of two long swords that fan out like wings. Rocks break the water behind them, and a thin crescent moon hangs low in a violet evening sky.',
    upright:
      'Two paths, and you have stopped between them. The Two of Swords describes a standoff, sometimes with another person and often inside yourself, where choosing feels riskier than waiting. The blindfold is not only a problem; it can be a deliberate pause, a way of quieting outside noise so you can hear your own judgement. Yet a truce held too long turns into avoidance. Ask what you are refusing to look at, and whether the balance you are keeping is peace or simply postponement. Most decisions get easier once you admit what you already know.',
    reversed:
      'Upside down, the stalemate is cracking. You may feel flooded with opinions, facts and what-ifs until every option looks equally heavy. Or the choice is being made for you because the waiting went on too long. Sometimes a hidden truth surfaces here and the blindfold slips. Let it. Seeing more, even uncomfortably, is better than holding both swords until your arms tire.',
    love:
      'In relationships, this card can show two people politely avoiding the real subject, or one person guarding their heart so carefully that nobody can reach it. If you are weighing two directions, neither will become clearer by not looking. Lower the defence a little and say what is true.',
    work:
      'At work, you may be stuck between two offers, two plans or two colleagues with opposite views. Gather what information you can, set a date for deciding, and stop reopening the question every morning. With money, avoid leaving a known issue unexamined.',
    advice:
      'Take the blindfold off for one honest look. Write down both options and what each would cost you, then notice which one your body relaxes into.',
    yesNo: 'maybe',
    yesNoNote: 'Maybe: the outcome stays undecided until you stop balancing and make a choice yourself.',
  },
  {
    rank: 'three-of-swords',
    keywords: { upright: ['heartbreak', 'grief', 'painful truth', 'sorrow', 'release'], reversed: ['healing', 'forgiveness', 'lingering hurt', 'suppressed grief'] },
    image:
      'A large crimson heart floats against a sky full of heavy slate-coloured cloud. Three swords pierce it, one straight down through the centre and two at angles from either side, their silver hilts meeting above. Slanting lines of rain fall across the whole scene, and far below, a small patch of lighter sky is just beginning to open.',
    upright:
      'Some truths hurt, and this card does not pretend otherwise. The Three of Swords names heartbreak, disappointment, grief, or words that landed harder than anyone intended. Its honesty is a kind of respect: it lets you feel the sorrow rather than explaining it away. Pain that is acknowledged can move through you; pain that is denied tends to settle in. This is a season for tears, for talking to people who can hold your sadness, and for letting the rain fall. The clouds in the picture are not permanent, even if they fill the whole sky today.',
    reversed:
      'Reversed, the wound is beginning to close. You may be ready to forgive, to let go of a painful story, or simply to notice that it hurts a little less than it did. The card can also point to grief kept locked away, sorrow that leaks out as irritability or numbness. Healing asks for gentle attention, not speed.',
    love:
      'In love, this card can reflect a breakup, a betrayal, a painful argument or an old hurt that still colours how you trust. It does not predict an ending; it asks you to be honest about what is aching. Tender conversations, held kindly, can mend more than you expect.',
    work:
      'At work, a setback, critical feedback or a loss of trust may sting. Let yourself feel the disappointment before rushing to fix it, and separate the facts from the hurt. Where money is concerned, a painful discovery is still useful information.',
    advice:
      'Give the sadness room. Cry, write, walk, talk to someone who listens well. Naming the hurt out loud is the first step in letting it change into something you can carry.',
    yesNo: 'no',
    yesNoNote: 'No for now: something in this question hurts, and that pain deserves attention before the next step.',
  },
  {
    rank: 'four-of-swords',
    keywords: { upright: ['rest', 'recovery', 'retreat', 'contemplation', 'quiet'], reversed: ['restlessness', 'burnout', 'returning', 'forced pause'] },
    image:
      'In a cool stone chapel lit by a single stained-glass window of blue and gold, a figure lies on a carved bench with hands folded and eyes closed. Three swords hang point-down on the wall above them, and a fourth lies flat along the base of the bench. Dust turns slowly in the coloured light, and the room feels utterly still.',
    upright:
      'Put the swords down for a while. The Four of Swords is the card of deliberate rest: stepping back from conflict, noise and effort so that body and mind can recover. It is not defeat and it is not laziness. After a hard stretch, stillness is how you gather the strength and perspective the next stage asks for. This may mean sleep, solitude, a quiet weekend, a meditation practice, or simply saying no to one more obligation. Answers that would not come under pressure often arrive once you stop chasing them.',
    reversed:
      'Reversed, rest is either overdue or ending. You may be running on empty and refusing to stop, or the body may be insisting on a pause you did not choose. Alternatively, a period of retreat is finishing and you are ready to re-enter the world. Listen to which one fits, and respond kindly.',
    love:
      'In relationships, a little space can be healthy. You or someone close may need quiet to process feelings before talking further. Time alone together, without pressure to solve anything, can also restore closeness that busy weeks have worn thin.',
    work:
      'At work, this card favours a break, a holiday, or a lighter week before you take on something demanding. Plans made while exhausted are rarely your best. With money, a pause before a big decision gives you time to think it through.',
    advice:
      'Schedule real rest and protect it as seriously as any meeting. Turn down the volume of the world for a while and let your thoughts settle in their own time.',
    yesNo: 'maybe',
    yesNoNote: 'Maybe, but not yet: the timing favours pausing and recovering before you push for an answer.',
  },
  {
    rank: 'five-of-swords',
    keywords: { upright: ['conflict', 'hollow victory', 'tension', 'winning at a cost', 'defeat'], reversed: ['reconciliation', 'making amends', 'letting go', 'lingering resentment'] },
    image:
      'On a windswept beach under ragged, fast-moving clouds, a figure with a sly half-smile gathers up five swords, three held in their arms and two lying on the sand at their feet. Further down the shore, two other people walk away with heads bowed, one wiping their eyes. The sea is choppy and slate green.',
    upright:
      'Someone has won, but look at the cost. The Five of Swords describes conflict where the victory feels hollow, arguments that leave everyone smaller, or a situation where being right matters more than being kind. You might be the one collecting the swords, or the one walking away. Either way, the card asks whether this battle is worth its price. Sometimes the wisest move is to lay down the need to win. Other times it is to recognise a pattern of tension with someone and decide how much of it you are willing to keep.',
    reversed:
      'Reversed, the dust is settling. There is room for apology, repair, or simply walking away from a fight that no longer serves you. The card can also show old resentment that was never resolved, still simmering under polite surfaces. Choosing peace over pride is possible now, and it may be the braver thing to do.',
    love:
      'In love, this card can point to arguments that circle the same ground, scorekeeping, or someone needing to win every disagreement. Ask whether you are trying to be understood or trying to come out on top. Fair disagreement is healthy; contempt is not.',
    work:
      'At work, office politics, competition or a bruising negotiation may be in play. Protect your integrity and your reputation rather than chasing every point. With money, a deal that only benefits one side tends to cost more later.',
    advice:
      'Choose your battles. If a conflict can only be won by damaging something you value, consider letting this one go and putting your energy somewhere that matters more.',
    yesNo: 'no',
    yesNoNote: 'No: even if you could force this through, the win may not be worth what it takes from you.',
  },
  {
    rank: 'six-of-swords',
    keywords: { upright: ['transition', 'moving on', 'calmer waters', 'journey', 'recovery'], reversed: ['resisting change', 'unfinished business', 'stuck', 'turbulent passage'] },
    image:
      'A small wooden boat crosses a wide stretch of water at dawn. A ferryperson in a dark hooded cloak stands at the stern with a long pole, and a cloaked adult sits huddled beside a child near the bow. Six swords stand upright along the middle of the boat. The water near them is rough, but ahead it turns smooth and silver toward a low green shore.',
    upright:
      'You are leaving rough water behind. The Six of Swords is a card of transition, the quiet, sometimes sad work of moving from a difficult place toward a calmer one. You may carry some of your troubles with you, like the swords in the boat, but they no longer steer. This can be a literal journey, a move or a change of routine, or an inner one, such as outgrowing a way of thinking. It is rarely dramatic. Progress here is steady, accepting help from others, and trusting that the far shore is real.',
    reversed:
      'Reversed, the crossing is delayed or difficult. You may be clinging to the near shore, reluctant to let go of something familiar even though it hurts. Or unresolved issues keep pulling the boat back. Look at what still needs finishing, then decide whether to finish it or leave it behind.',
    love:
      'In love, this card can show a relationship moving through a hard patch toward quieter ground, or one person healing from the past before fully arriving in the present. Patience and practical kindness help the boat along.',
    work:
      'At work, a transfer, new role or gradual shift away from a stressful situation is favoured. You do not need to have every answer to start moving. With money, small steady steps toward stability matter more than big gestures.',
    advice:
      'Let yourself be carried for a while. Accept help, take the next practical step, and trust that calmer water is closer than it looks from the middle of the crossing.',
    yesNo: 'yes',
    yesNoNote: 'Yes, gradually: things improve as you keep moving, though the change may be gentle rather than sudden.',
  },
  {
    rank: 'seven-of-swords',
    keywords: { upright: ['strategy', 'deception', 'stealth', 'going it alone', 'getting away with it'], reversed: ['coming clean', 'conscience', 'being found out', 'imposter feelings'] },
    image:
      'At the edge of a striped tent camp at dusk, a figure in a red cap tiptoes away with a bundle of five swords clutched against their chest, glancing back over one shoulder with a grin. Two more swords remain stuck upright in the ground behind them. Distant soldiers chat by a campfire, unaware, beneath a sky of mustard yellow.',
    upright:
      'Not everything is happening in plain sight. The Seven of Swords is the card of strategy and secrecy, sometimes clever and sometimes dishonest. It can show you working around a system alone, keeping a plan quiet until it is ready, or finding an unconventional route. It can also warn of someone being less than straightforward with you, or of your own temptation to cut a corner. The question it raises is integrity: are you being shrewd, or slipping away from accountability? Keeping your own counsel is fine; betraying trust usually costs more than it gains.',
    reversed:
      'Reversed, secrets are surfacing. You may feel the pull to confess, to stop pretending, or to return something that is not yours. The card can also reflect imposter feelings, the fear of being found out when you have done nothing wrong. Either way, honesty lightens the load, and the truth is usually gentler than the fear of it.',
    love:
      'In love, this card asks for transparency. It can point to hidden feelings, white lies or avoidance, yours or someone else’s, but it is not proof of betrayal. Trust grows when each person says what they are really thinking.',
    work:
      'At work, think strategically and protect your ideas, but play fair. Someone may be taking credit or bending rules; keep clear records. With money, read the fine print and be wary of offers that seem too clever.',
    advice:
      'Be smart, and be honest. Plan carefully and keep your own counsel where that is wise, but do not take anything you would be ashamed to explain later.',
    yesNo: 'no',
    yesNoNote: 'No, or not as things stand: something here is still hidden, so look again before you commit.',
  },
];
