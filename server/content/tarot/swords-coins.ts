import type { CardText } from './types';

/**
 * The Swords (mind, truth, words, conflict) and the Coins (body, work, money, home), Ace to King.
 * Original writing for Starlit; the card facts are in shared/tarot/tarot.ts.
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
      'When the card is upside down, the blade wobbles. Thoughts may be crowded or circular, or a truth you half know keeps slipping out of focus. Sometimes this points to words used too sharply, an argument won at the cost of the person you were talking to. Or a good idea is simply not ready to be acted on yet. Gather the facts and let your mind settle before you cut anything.',
    love:
      'In love, this Ace asks for a conversation that is overdue. Saying plainly what you want, or what is not working, can clear the air far better than another round of guessing. If a connection is new, notice whether it is honest and mentally alive; good talk is a strong foundation for whatever follows.',
    work:
      'In your working life, a fresh idea, plan or breakthrough wants your attention. The card favours writing, pitching, problem-solving and any task that rewards a clear head. With money, clarity comes from looking at the real figures rather than a hopeful estimate.',
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
      'Between partners or would-be partners, this card can show two people politely avoiding the real subject, or one person guarding their heart so carefully that nobody can reach it. If you are weighing two directions, neither will become clearer by not looking. Lower the defence a little and say what is true.',
    work:
      'Professionally, you may be stuck between two offers, two plans or two colleagues with opposite views. Gather what information you can, set a date for deciding, and stop reopening the question every morning. A known money issue left unexamined tends to grow, so give it an hour of honest attention.',
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
      'The wound is beginning to close. You may be ready to forgive, to let go of a painful story, or simply to notice that it hurts a little less than it did. Another possibility is grief kept locked away, sorrow that leaks out as irritability or numbness. Healing asks for gentle attention, not speed.',
    love:
      'Where the heart is concerned, this card can reflect a breakup, a betrayal, a painful argument or an old hurt that still colours how you trust. It does not predict an ending; it asks you to be honest about what is aching. Tender conversations, held kindly, can mend more than you expect.',
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
      'In a cool stone chapel lit by a single stained-glass window of blue and gold, a figure lies on a carved bench with hands folded and eyes closed. Four swords keep watch: three hang point-down on the wall above them, and the fourth lies flat along the base of the bench. Dust turns slowly in the coloured light, and the room feels utterly still.',
    upright:
      'Put the swords down for a while. The Four of Swords is the card of deliberate rest: stepping back from conflict, noise and effort so that body and mind can recover. It is not defeat and it is not laziness. After a hard stretch, stillness is how you gather the strength and perspective the next stage asks for. This may mean sleep, solitude, a quiet weekend, a meditation practice, or simply saying no to one more obligation. Answers that would not come under pressure often arrive once you stop chasing them.',
    reversed:
      'Turned around, this card says rest is either overdue or ending. You may be running on empty and refusing to stop, or the body may be insisting on a pause you did not choose. Alternatively, a period of retreat is finishing and you are ready to re-enter the world. Listen to which one fits, and respond kindly.',
    love:
      'In relationships, a little space can be healthy. You or someone close may need quiet to process feelings before talking further. Time alone together, without pressure to solve anything, can also restore closeness that busy weeks have worn thin.',
    work:
      'Where work is concerned, this card favours a break, a holiday, or a lighter week before you take on something demanding. Plans made while exhausted are rarely your best. Any big financial decision benefits from a pause long enough to think it through.',
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
      'The dust is settling now. There is room for apology, repair, or simply walking away from a fight that no longer serves you. Old resentment that was never resolved may still be simmering under polite surfaces. Choosing peace over pride is possible now, and it may be the braver thing to do.',
    love:
      'Arguments that circle the same ground, scorekeeping, or someone needing to win every disagreement can all appear here when the question is love. Ask whether you are trying to be understood or trying to come out on top. Fair disagreement is healthy; contempt is not.',
    work:
      'Office politics, competition or a bruising negotiation may be in play. Protect your integrity and your reputation rather than chasing every point, and notice who keeps their word when it costs them something. A deal that only benefits one side tends to cost more later.',
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
      'You are leaving rough water behind. The Six of Swords is a card of transition, the quiet, sometimes sad work of moving from a difficult place toward a calmer one. You may carry some of your troubles with you, like the swords in the boat, but they no longer steer. This can be a literal journey, a move or a change of routine, or an inner one, such as outgrowing a way of thinking. It is rarely dramatic. Progress here means steady movement, help accepted from others, and trust that the far shore is real.',
    reversed:
      'In this position the crossing is delayed or difficult. You may be clinging to the near shore, reluctant to let go of something familiar even though it hurts. Or unresolved issues keep pulling the boat back. Look at what still needs finishing, then decide whether to finish it or leave it behind.',
    love:
      'A relationship moving through a hard patch toward quieter ground fits this card, as does one person healing from the past before fully arriving in the present. Patience and practical kindness help the boat along.',
    work:
      'A transfer, new role or gradual shift away from a stressful job is favoured. You do not need to have every answer to start moving. Small steady steps toward financial stability matter more than big gestures.',
    advice:
      'Let yourself be carried for a while. Accept help, take the next practical step, and trust that calmer water is closer than it looks from the middle of the crossing.',
    yesNo: 'yes',
    yesNoNote: 'Yes, gradually: things improve as you keep moving, though the change may be gentle rather than sudden.',
  },
  {
    rank: 'seven-of-swords',
    keywords: { upright: ['strategy', 'deception', 'stealth', 'going it alone', 'getting away with it'], reversed: ['coming clean', 'conscience', 'being found out', 'imposter feelings'] },
    image:
      'Under a thin silver moon, a barefoot figure in a dark hooded cloak slips out of a sleeping camp of canvas tents, five of the camp’s seven swords gathered in their arms with the blades pointing back. They glance over one shoulder with a small, knowing smile. The other two swords stay planted in the grass behind them, and a banner flaps unnoticed above the tents.',
    upright:
      'Not everything is happening in plain sight. The Seven of Swords is the card of strategy and secrecy, sometimes clever and sometimes dishonest. It can show you working around a system alone, keeping a plan quiet until it is ready, or finding an unconventional route. Equally, it may warn of someone being less than straightforward with you, or of your own temptation to cut a corner. The question it raises is integrity: are you being shrewd, or slipping away from accountability? Keeping your own counsel is fine; betraying trust usually costs more than it gains.',
    reversed:
      'Secrets are surfacing. You may feel the pull to confess, to stop pretending, or to return something that is not yours. The card can also reflect imposter feelings, the fear of being found out when you have done nothing wrong. Either way, honesty lightens the load, and the truth is usually gentler than the fear of it.',
    love:
      'Transparency is what this card asks for between people who care about each other. It can point to hidden feelings, white lies or avoidance, yours or someone else’s, but it is not proof of betrayal. Trust grows when each person says what they are really thinking.',
    work:
      'On the job, think strategically and protect your ideas, but play fair. Someone may be taking credit or bending rules; keep clear records. Read the fine print on anything you sign, and be wary of offers that seem too clever.',
    advice:
      'Be smart, and be honest. Plan carefully and keep your own counsel where that is wise, but do not take anything you would be ashamed to explain later.',
    yesNo: 'no',
    yesNoNote: 'No, or not as things stand: something here is still hidden, so look again before you commit.',
  },
  {
    rank: 'eight-of-swords',
    keywords: { upright: ['restriction', 'feeling trapped', 'self-doubt', 'victim mindset', 'limiting beliefs'], reversed: ['release', 'new perspective', 'self-acceptance', 'finding a way out'] },
    image:
      'A figure in a long russet gown stands barefoot on wet, muddy ground, loosely wrapped in pale cloth and blindfolded. Eight swords are driven into the earth around them in a broken ring, with a wide gap left open in front. Behind, on a grey hill, the lights of a village glimmer under a low sky, and shallow puddles reflect them.',
    upright:
      'The trap is looser than it feels. The Eight of Swords shows a mind that has talked itself into a corner: the bindings are slack, the swords do not fully enclose, yet fear makes every step seem impossible. This card often appears when you believe you have no options, or when old beliefs about what you deserve keep you still. It is not a judgement; real constraints exist, and they are hard. The invitation is to test the limits rather than assume them. One small move, one question asked, one hand reached toward help can show you a way through.',
    reversed:
      'Here the blindfold is coming off. You are beginning to see that some restrictions were thoughts rather than facts, and you feel freer to act. This is often the moment you stop blaming yourself or others and simply take the next step. Relief can come sooner than expected once the first knot is loosened.',
    love:
      'Romantically, you may feel stuck in a pattern, afraid to speak or afraid to leave, or held back by a story about being unlovable. That story is not the whole truth about you. Ask what you would do if you trusted yourself a little more.',
    work:
      'At work, you may feel boxed in by a role, a manager or a lack of options. List what is actually within your control, however small. Looking squarely at your finances is less frightening than imagining them.',
    advice:
      'Question the thought that says you cannot. Take one small, concrete step in any direction, and notice how the ground feels under your feet when you move.',
    yesNo: 'no',
    yesNoNote: 'Not yet: the answer depends on loosening a limit that may be partly of your own making.',
  },
  {
    rank: 'nine-of-swords',
    keywords: { upright: ['anxiety', 'worry', 'sleepless nights', 'overthinking', 'guilt'], reversed: ['hope', 'reaching out', 'easing fears', 'hidden worry'] },
    image:
      'In a dark bedroom, a figure sits upright in bed with the covers pooled around their waist, face buried in both hands. Nine swords hang horizontally on the black wall behind, stacked one above another like bars. The quilt is patterned with small roses and star signs, and a thin thread of blue moonlight falls across the floorboards.',
    upright:
      'It is three in the morning in this card, the hour when every worry looks larger than it is. The Nine of Swords speaks of anxiety, guilt, dread and thoughts that loop without resolving. The swords are on the wall, not in the body; much of the suffering comes from imagining what might go wrong. That does not make the feeling any less real. What helps is bringing the fear into daylight: writing it down, talking it through with someone you trust, separating what you know from what you are afraid of. You do not have to carry this alone.',
    reversed:
      'The night is starting to lift. You may be reaching out, finding perspective, or realising a fear was smaller than it seemed. Sometimes, though, this position shows worry pushed so deep that it is hard to admit. If so, gentleness with yourself and support from others both matter, and asking for help is a strength.',
    love:
      'In relationships, this card can point to insecurity, jealousy or replaying an argument long after it ended. Before acting on a fear, check it against what has actually been said and done. Sharing worries calmly with a partner or friend often shrinks them.',
    work:
      'Stress about deadlines, mistakes or job security may be keeping you awake. Break problems into specific, answerable questions. On the money side, a clear view of the real numbers is usually kinder than a vague sense of dread.',
    advice:
      'Name the worry out loud or on paper, then ask what one thing you can do about it tomorrow. Reach for company, rest and daylight rather than solving everything alone in the dark.',
    yesNo: 'no',
    yesNoNote: 'No for now: fear is clouding the question, so settle your mind before you look for the answer.',
  },
  {
    rank: 'ten-of-swords',
    keywords: { upright: ['painful ending', 'rock bottom', 'closure', 'exhaustion', 'it is over'], reversed: ['recovery', 'rising again', 'resisting an ending', 'lessons learned'] },
    image:
      'A figure lies face down on a flat shore beneath a heavy black sky, a red cloth draped over their legs. Ten long swords stand upright in their back in a neat row. Yet along the horizon, over a calm, flat sea and low purple hills, a band of gold dawn light is spreading, turning the water pale.',
    upright:
      'Here is an ending with no ambiguity left in it. The Ten of Swords marks the moment something is clearly finished: a plan, a phase, a struggle you can no longer keep up. It can feel dramatic, even unfair, and the image does not soften that. Yet the card also carries relief. When things hit bottom, there is nowhere lower to fall, and the exhausting work of holding it together can stop. Notice the dawn on the horizon. What follows is not immediate triumph but the slow, real beginning of recovery, built on the truth of what happened.',
    reversed:
      'You are getting back up. The worst has passed at last and you are slowly pulling out the swords, learning from what hurt. There is another reading, too: resisting an ending that has already happened, reopening a wound by refusing to let it close. Acceptance frees the energy you need to heal.',
    love:
      'For the heart, this card can mark the clear end of a difficult chapter, a pattern or a hope that did not work out. It is not a verdict on your worth. Letting the ending be complete makes room for whatever grows next, with this person or without.',
    work:
      'In your career, a project, role or approach may have run its course. Exhaustion is a signal, not a failure. Gather what you learned before you move on. If finances have hit a low point, that point is also fixed ground from which to start rebuilding.',
    advice:
      'Stop fighting what is already over. Let yourself feel it, rest, and then turn toward the light on the horizon, however faint it looks this morning.',
    yesNo: 'no',
    yesNoNote: 'No: this path has reached its end, though something better can begin once it is released.',
  },
  {
    rank: 'page-of-swords',
    keywords: { upright: ['curiosity', 'new ideas', 'alertness', 'eager to learn', 'honest questions'], reversed: ['gossip', 'all talk', 'hasty words', 'scattered focus'] },
    image:
      'A young person with wind-tossed hair stands on a grassy hilltop, holding a sword raised in both hands and looking sharply over one shoulder. Their tunic is sky blue with a yellow sash. Clouds race across the sky, a flock of small birds scatters overhead, and thin trees bend toward the valley below.',
    upright:
      'A quick mind is waking up. The Page of Swords is full of questions, eager to learn, test ideas and understand how things work. This can be you starting a course of study, exploring a new subject, or finding your voice in conversation. It can also be a bright, curious person entering your life, or news arriving. The Page is watchful and alert, sometimes a little restless. The energy is best used with direction: ask good questions, listen to the answers, and be willing to speak plainly when you have something true to say.',
    reversed:
      'Upside down, that bright energy scatters. You may talk more than you act, jump to conclusions, or pass on something you heard without checking it. Watch, too, for gossip or sharp words from someone else. Slow the mind, check your sources before you share, and let curiosity lead to understanding rather than noise.',
    love:
      'In love, this Page favours lively conversation, flirting through wit and ideas, and honest curiosity about each other. Someone may be testing the water cautiously before saying more. Ask questions and listen; being genuinely interested is attractive.',
    work:
      'A new project, training opportunity or fresh idea at work invites you to learn fast. Research, writing, communication and planning are favoured. Before spending, gather information, compare options, and keep track of the small details others skip.',
    advice:
      'Stay curious and speak honestly, but think before you cut. Learn one new thing properly today rather than skimming ten, and ask the question everyone else is too shy to ask.',
    yesNo: 'maybe',
    yesNoNote: 'Maybe: the situation is still unfolding, so gather more information before you settle on an answer.',
  },
  {
    rank: 'knight-of-swords',
    keywords: { upright: ['ambition', 'action', 'speed', 'assertiveness', 'drive'], reversed: ['recklessness', 'impatience', 'burnout', 'unfocused energy'] },
    image:
      'A knight in steel armour charges at full gallop across an open plain, sword held high and forward. Their white horse leans into the wind, mane flying, hooves barely touching the ground. Overhead, storm clouds tear into long streaks, and a row of cypress trees bends hard in the same direction the rider is going.',
    upright:
      'Full speed ahead. The Knight of Swords is pure momentum: a sharp mind with a goal and no patience for delay. This energy can cut through hesitation, win an argument, and get a stalled project moving at last. It brings courage, conviction and a willingness to say what others will not. The danger is charging before looking, mistaking urgency for wisdom, or leaving people behind in the dust. Harness the drive by pointing it at something that truly matters, and keep one eye on the ground ahead.',
    reversed:
      'Inverted, the charge loses its aim. You may feel frantic, scattered, or stuck in starts that never finish. Words might come out harsher than you meant. Sometimes this shows someone else pushing too hard. Pause, pick one target, and let your speed serve a plan instead of replacing it. Rest is part of the campaign too.',
    love:
      'Romance with this Knight can be fast and intense, sometimes arriving with a sudden burst of honesty. Passion for ideas can be exciting; bluntness can bruise. Match your speed to the other person’s and check in before rushing ahead.',
    work:
      'For work, this is energy for deadlines, debates and decisive action. You can move a stuck project forward quickly. Balance speed with accuracy, and avoid bulldozing colleagues. Impulse purchases made at this Knight’s speed are best avoided.',
    advice:
      'Move decisively, but steer. Before you charge, take one breath to confirm the direction and check who is riding with you, then go with your whole heart.',
    yesNo: 'yes',
    yesNoNote: 'Yes, and quickly, though the result is better if you look where you are going first.',
  },
  {
    rank: 'queen-of-swords',
    keywords: { upright: ['clear perception', 'independence', 'honest boundaries', 'wisdom from experience', 'directness'], reversed: ['coldness', 'bitterness', 'harsh judgement', 'closed heart'] },
    image:
      'A queen sits high on a throne of pale grey stone on a windy ridge above the clouds. She holds a sword perfectly upright in her right hand and extends her left, palm open, as if inviting a reply. Her cloak is the blue of a clear winter sky, a circlet of silver feathers crowns her, and a single bird circles far below in the bright, cold air.',
    upright:
      'She sees straight through pretence. The Queen of Swords combines a sharp mind with a fair heart, and her clarity often comes from having lived through hard things. She values truth, independence and good boundaries, and she speaks directly without cruelty. She may be you learning to trust your own perception, or someone whose honest counsel you would do well to hear. Her open hand matters: she listens as well as judges. This card asks you to be clear about what you will and will not accept, and to say so kindly.',
    reversed:
      'Reversed, her clarity turns cold. Past hurt may harden into cynicism, and honesty can slide into harshness or sarcasm. You might be judging yourself or others more severely than the situation calls for. Warmth and discernment can live together; let a little softness back in, starting with how you speak to yourself.',
    love:
      'With a partner, friend or date, this Queen values honesty over games and respects people who respect her boundaries. She can bring clarity to a confusing situation. Be open about your needs and listen for the truth behind what is said.',
    work:
      'Her gifts at work are analysis, editing, negotiation and fair decisions. Trust your judgement, communicate expectations plainly, and do not apologise for being precise. With money, careful records, realistic budgets and a willingness to ask hard questions serve you well.',
    advice:
      'Say what you see, clearly and with compassion. Hold your boundary without building a wall, and let your experience guide you rather than harden you.',
    yesNo: 'yes',
    yesNoNote: 'Yes, if you are honest about the facts and clear with yourself about what you need.',
  },
  {
    rank: 'king-of-swords',
    keywords: { upright: ['authority', 'intellect', 'fairness', 'ethics', 'clear judgement'], reversed: ['manipulation', 'rigidity', 'abuse of power', 'cold logic'] },
    image:
      'A king sits square on a tall throne of pale stone, facing straight ahead with a level gaze, his sword held upright in his right hand. His robes are deep blue over a silver-grey tunic, and a plain steel crown circles his brow. A brass balance and a closed book rest on a ledge beside him, and behind him thin cloud streaks a wide sky above distant peaks.',
    upright:
      'Here is the mind in charge of itself. The King of Swords represents clear thinking, fair judgement and leadership grounded in principles rather than moods. He weighs evidence, listens to arguments and decides without favouritism. He may be calling you to take the authoritative role yourself, to set the rules, or to trust logic when emotion clouds the picture. Sometimes he is an advisor, mentor or professional whose expertise is worth seeking out. His strength is integrity; his clarity is in service of what is right, not what is convenient.',
    reversed:
      'In reverse, intellect becomes a weapon. Logic may be used to control, win or dismiss, and rules may be applied without heart. The card can show your own rigidity or someone else’s misuse of power. Watch for reasoning that sounds neat but leaves people out, and remember that being right is not the same as being just.',
    love:
      'In love, this King values respect, honest talk and fairness. He can seem reserved, yet his loyalty is real. Make decisions together through open conversation, and avoid treating a relationship as a debate to be won.',
    work:
      'In business and career, the card favours leadership, strategy, contracts and expertise. Decisions made on clear principles hold up well under pressure, and people follow a leader they understand. Financial choices go best with careful planning and sound professional advice.',
    advice:
      'Decide according to your principles, and be willing to explain your reasoning to anyone it affects. Fairness and clarity together earn trust that no clever argument can.',
    yesNo: 'yes',
    yesNoNote: 'Yes, provided the decision is fair and reasoned rather than rushed or driven by pride.',
  },
  {
    rank: 'ace-of-coins',
    keywords: { upright: ['opportunity', 'prosperity', 'new beginning', 'manifestation', 'stability'], reversed: ['missed chance', 'poor planning', 'shaky foundations', 'hesitation'] },
    image:
      'A hand made of soft light emerges from a pearl-white cloud, palm up, offering a single large gold coin engraved with a star. Beneath it spreads a kitchen garden in full summer: rows of beans and squash, a beehive, and a worn gate standing open onto a path that winds toward distant blue hills. The soil is dark and rich, and bees drift over the flowers.',
    upright:
      'Something solid is being offered. The Ace of Coins is a seed of material good fortune: a job opportunity, a new source of income, a home, a skill, or simply the chance to build something real with your own hands. Its promise is potential rather than a finished result; the coin has to be planted and tended before it grows. This card favours practical beginnings, care for the body, and plans with their feet on the ground. Notice what resources you already have, and where a modest start could become something lasting. Prosperity here is steady rather than flashy.',
    reversed:
      'When this Ace turns over, an opportunity may be slipping past, delayed, or less sound than it looked. It can point to poor planning, spending before earning, or a goal that lacks a practical first step. Sometimes the problem is simply hesitation, waiting for perfect conditions that never arrive. Check the foundations, then begin with what is actually in your hands.',
    love:
      'Affection expressed through practical care is strong here: cooking a meal, showing up on time, building a shared life with patience. A new connection under this card tends to be grounded and dependable rather than dizzying. For an existing bond, it can signal a fresh, stable chapter, perhaps a shared home or plan.',
    work:
      'Career and money both benefit from this Ace. A new role, client, project or source of income may appear, and it rewards a realistic plan. Treat it as a seed: small, consistent effort is what turns a promise into something you can rely on.',
    advice:
      'Start something real and small. Put one practical step on the calendar, look after your body while you work, and trust that slow growth is still growth.',
    yesNo: 'yes',
    yesNoNote: 'Yes: the ground is fertile, and a grounded beginning has every chance of taking root.',
  },
  {
    rank: 'two-of-coins',
    keywords: { upright: ['balance', 'adaptability', 'juggling priorities', 'flexibility', 'rhythm'], reversed: ['overwhelm', 'disorganisation', 'overcommitment', 'financial muddle'] },
    image:
      'On a breezy harbour wall, a young person in a patched green coat dances lightly on one foot, juggling two gold coins joined by a ribbon looped into an endless figure eight. Out on the swell behind them, two fishing boats rise and fall on tall waves, one climbing as the other dips. Gulls wheel overhead, and the juggler is smiling.',
    upright:
      'Life is asking you to juggle, and you are managing. The Two of Coins describes balancing several demands at once: work and home, income and expenses, two jobs, two commitments, two sides of a busy week. The ribbon’s endless loop suggests rhythm rather than chaos. With flexibility and a sense of humour, you can keep things moving. The card also asks you to notice when juggling has become the whole of life, and to decide what deserves a steady place. Adaptability is a strength; constant overwhelm is a signal to simplify.',
    reversed:
      'Upside down, a coin has slipped. You may be overcommitted, disorganised, or dropping things you care about because there are simply too many of them. Money may feel tight or muddled. This is not a personal failing. It is a sign to set priorities, say no to something, and build a routine that carries more of the weight for you.',
    love:
      'Balancing a relationship with everything else in your life takes effort now. Shifting schedules, different priorities or simply a busy season may stretch both of you. Playfulness helps, and so does an honest talk about who is carrying what at home.',
    work:
      'Multitasking is the theme of your working week: several projects, shifting deadlines, perhaps a side job. You can handle it with good systems. Track what comes in and what goes out, and leave a little room in the budget for surprises.',
    advice:
      'Find the rhythm instead of fighting the chaos. Write down everything you are holding, decide what matters most this week, and let one thing wait.',
    yesNo: 'maybe',
    yesNoNote: 'Maybe: the answer depends on how well you can balance this with everything else already in your hands.',
  },
  {
    rank: 'three-of-coins',
    keywords: { upright: ['teamwork', 'skill', 'collaboration', 'craftsmanship', 'recognition'], reversed: ['poor teamwork', 'unclear roles', 'cutting corners', 'lack of recognition'] },
    image:
      'Inside an unfinished stone hall, a young stonemason stands on a wooden bench, chisel raised toward a carved archway in which three coins are set in a triangle. Below, two people study a rolled plan together: one in a dark travelling cloak, one in a patterned robe holding the paper open. Warm afternoon light falls through tall windows onto pale stone dust.',
    upright:
      'Good work happens together. The Three of Coins celebrates skill, collaboration and the satisfaction of building something well alongside others. Each figure brings something different: craft, vision, resources. None could finish the hall alone. This card appears when your abilities are being noticed, when a team is coming together, or when learning from someone more experienced would help. It values quality over speed and respect for each person’s contribution. If you have been working in isolation, consider who could join you; if you are part of a group, honour what each member brings.',
    reversed:
      'When this card reverses, teamwork falters. Roles may be unclear, someone may not be pulling their weight, or egos are getting in the way of the work. Cutting corners or building without a plan may be part of the trouble. Realign around a shared goal, and give credit where it is due, including to yourself.',
    love:
      'Relationships grow here through shared effort: making a home, planning together, learning how each of you works best. Mutual respect matters more than grand gestures. If you are meeting new people, a class, project or volunteer group may bring kindred spirits.',
    work:
      'Collaboration, apprenticeship and recognition of skill are all favoured. Seek feedback, share ideas and let others see what you can do. Financially, pooled effort and careful planning can lead to solid results over time, even if each contribution looks modest.',
    advice:
      'Ask for input and offer yours. Take pride in doing the work properly, and remember that the best structures are built by many hands working to one plan.',
    yesNo: 'yes',
    yesNoNote: 'Yes, especially if you work with others and give the task the care and skill it deserves.',
  },
  {
    rank: 'four-of-coins',
    keywords: { upright: ['security', 'saving', 'control', 'holding on', 'boundaries'], reversed: ['letting go', 'generosity', 'overspending', 'fear of loss'] },
    image:
      'A crowned figure sits on a low stone block outside a city of grey towers, keeping four gold coins close. One is hugged tight against their chest, one balances on top of their crown, and two lie flat beneath their feet, pinned under the soles. Their cloak is dark red, their expression wary, and the sky behind them is plain and cloudless.',
    upright:
      'Security matters, and you are holding on to it. The Four of Coins describes saving, protecting, and keeping control of what you have worked for. In balance, this is wise: a cushion, clear boundaries around time and money, a refusal to be careless. Taken too far, the grip tightens into fear of loss, so that nothing can flow in or out. The card asks whether your holding is keeping you safe or keeping you small. Stability is valuable, but so is the freedom to share, to spend on what matters, and to let life move.',
    reversed:
      'Turned upside down, the grip either loosens or slips. You may be learning to share, give, or let go of a need for control, which can feel freeing. Or money may be leaving faster than planned, through impulse or anxiety. Sometimes it shows tight-fistedness from someone else. Look for a middle way between clinging and scattering.',
    love:
      'Possessiveness or guardedness can creep into relationships under this card. Holding back feelings to stay safe, or keeping a tight hold on someone, tends to restrict closeness. Security is a real need; build it through trust rather than control.',
    work:
      'Protecting your position and resources makes sense, but not at the cost of growth. Budget carefully, and stay open to collaboration and new ideas. With money, a sensible reserve is wise; hoarding out of fear is another matter.',
    advice:
      'Loosen your grip just a little. Keep what protects you, release what only makes you anxious, and notice how much more you can receive with open hands.',
    yesNo: 'maybe',
    yesNoNote: 'Maybe: stability is possible, as long as fear of losing what you have is not the one making the choice.',
  },
  {
    rank: 'five-of-coins',
    keywords: { upright: ['hardship', 'money worries', 'feeling left out', 'isolation', 'insecurity'], reversed: ['recovery', 'accepting help', 'improvement', 'inner poverty'] },
    image:
      'Two figures make their way along a snowy lane at night past a stone chapel. One leans on a wooden crutch; the other, wrapped in a thin patched blanket, hunches against the wind with hands tucked under their arms. Above them a tall window glows warm amber, its coloured glass showing five gold coins arranged like the branches of a tree. Neither of them looks up at the light.',
    upright:
      'Hard times are real, and this card does not dismiss them. The Five of Coins speaks of material strain, worry about money or health, feeling left out in the cold, or going through a difficult season with little support. Yet the lit window is right there. Help, warmth and community are often closer than they seem, and the hardest part can be lifting your eyes and asking. The card also recognises that a struggle shared is lighter. Lean on the people walking beside you, and do not mistake a difficult chapter for your whole story.',
    reversed:
      'The cold season is easing. You may be finding support, recovering from a setback, or learning to accept help you previously refused. Alternatively, the card can show feeling emotionally out in the cold even when things look fine on paper. Either way, warmth and connection are within reach if you turn toward them.',
    love:
      'During a difficult time, this card can show two people getting through hardship side by side, or one person feeling shut out or unsupported. Loneliness can exist inside a relationship too. Reaching toward each other, or toward friends, eases the chill.',
    work:
      'Career or money worries may feel heavy, perhaps after a loss of income or a setback. Look for the support that exists, whether from colleagues, community or qualified advisers. Small practical steps restore a sense of footing.',
    advice:
      'Ask for help, and let yourself receive it. Look up from the snow for a moment; there is more warmth around you than fear lets you see.',
    yesNo: 'no',
    yesNoNote: 'No, not right now: resources feel thin, so gather support before you take on more.',
  },
  {
    rank: 'six-of-coins',
    keywords: { upright: ['generosity', 'giving and receiving', 'fairness', 'charity', 'support'], reversed: ['strings attached', 'debt', 'one-sided giving', 'imbalance'] },
    image:
      'A merchant in a rich blue cloak stands in a town square holding a small brass balance scale in one hand. From the other, a shower of light falls into the open palms of two kneeling figures in worn clothes. Six gold coins float in a ring above the scene like small suns, and behind them the rooftops glow in gentle late-morning light.',
    upright:
      'Giving and receiving are in balance. The Six of Coins is about generosity, fairness, and resources flowing to where they are needed. You might be the one offering help, time or money, or you might be receiving support you truly need. Both roles carry dignity. The scale is a reminder that healthy generosity is measured: it gives without controlling and receives without shame. This card also speaks of charity, mentorship, fair payment and the quiet satisfaction of a kindness that helps someone stand on their own.',
    reversed:
      'Reversed, the balance tilts. Gifts may come with strings, or one person always gives while another always takes. Debts, favours and unspoken expectations can sour a connection. Giving more than you can afford is a risk here too. Restore fairness, and make sure that generosity is freely given on both sides.',
    love:
      'Relationships flourish here through mutual care and fair give-and-take. Notice whether support flows in both directions. Being generous with attention, time and kindness strengthens a bond, as long as neither person keeps score or feels indebted.',
    work:
      'Fair pay, a raise, a grant, or help from a mentor may come your way, or you may be in a position to help others. Share knowledge freely. Generosity works best inside a clear budget that protects your own needs too.',
    advice:
      'Give what you can, take what you need, and keep the exchange honest. Kindness without strings is worth more than any amount offered with conditions.',
    yesNo: 'yes',
    yesNoNote: 'Yes, especially where help or fairness is involved; support is available if you ask for it.',
  },
  {
    rank: 'seven-of-coins',
    keywords: { upright: ['patience', 'long-term view', 'assessment', 'perseverance', 'investment of effort'], reversed: ['impatience', 'wasted effort', 'doubt', 'giving up too soon'] },
    image:
      'A gardener in a brown smock leans on a long-handled hoe beside a tall green bush. Seven gold coins hang among its leaves like ripening fruit, six in a cluster and one low near the gardener’s feet. They gaze at the growth thoughtfully, chin resting on their hands. Late-afternoon light slants across a field of freshly turned soil.',
    upright:
      'Growth takes time, and you are in the middle of it. The Seven of Coins is the pause a gardener takes to look at what has grown and decide what comes next. You have invested effort, and now is a good moment to assess: is the return worth the labour, and is this the right crop? Patience is central here. Some results simply cannot be rushed, and pulling up the plant to check the roots only slows it down. Take stock honestly, adjust if needed, and trust that steady work accumulates even when progress looks slow.',
    reversed:
      'In reverse, impatience or doubt creeps in. You may feel your efforts are not paying off, or be tempted to abandon a long project too early. The card can also point to effort poured into something that is not going to bear fruit. Ask which it is, and redirect your energy if the harvest truly is not coming.',
    love:
      'Relationships under this card are a long-term project. You may be assessing whether what you have invested feels returned. Growth between people is slow and often invisible until suddenly it shows; keep tending what matters.',
    work:
      'Career progress may feel slow, yet your efforts are adding up. Review your goals and results, and consider whether your current path still fits. Patience and a long view often serve your finances better than quick fixes.',
    advice:
      'Step back and look at what you have grown. Keep tending what is thriving, prune what is not, and give the rest a little more time.',
    yesNo: 'maybe',
    yesNoNote: 'Maybe, in time: the answer is still growing, and patience matters more than pushing.',
  },
  {
    rank: 'eight-of-coins',
    keywords: { upright: ['diligence', 'mastery', 'practice', 'craftsmanship', 'focus'], reversed: ['perfectionism', 'cutting corners', 'boredom', 'misdirected effort'] },
    image:
      'At a sturdy workbench outside a small village, an artisan in a leather apron taps a chisel into a gold coin, absorbed in the task. Eight coins belong to the scene: six finished ones hang in a neat column on a wooden post beside the bench, one is being worked, and one waits on the ground. Wood shavings curl around the artisan’s boots.',
    upright:
      'Mastery is built one careful piece at a time. The Eight of Coins is the card of diligence, practice and pride in craft. It shows someone fully absorbed in their work, repeating a task until it becomes second nature and then doing it a little better. This might be an apprenticeship, a course of study, a new skill, or simply steady attention to the job in front of you. The rewards are real but quiet: competence, confidence, and work you can stand behind. Distraction fades when you care about the details.',
    reversed:
      'Turned over, the focus falters. You may be rushing, cutting corners, or going through the motions without interest. Perfectionism can also appear here, polishing one piece so long that nothing gets finished. Alternatively, your effort may be poured into a skill that no longer serves your goals. Recommit, or redirect your energy to work that truly matters to you.',
    love:
      'Love asks for practice too. This card favours putting steady effort into a relationship: learning how someone likes to be cared for, keeping small promises, working on how you talk to each other. For anyone dating, it suggests taking time to know yourself and what you value.',
    work:
      'Skill development, training and focused effort are strongly favoured, and your reliability is being noticed. It is a good time to improve your craft or take a course. Over time, steady work and careful attention to detail build lasting financial security.',
    advice:
      'Choose one skill and practise it with full attention. Do the next piece of work as well as you can, and let small improvements accumulate into mastery.',
    yesNo: 'yes',
    yesNoNote: 'Yes, through effort: the result comes within reach as you keep working steadily and carefully.',
  },
  {
    rank: 'nine-of-coins',
    keywords: { upright: ['self-sufficiency', 'independence', 'earned comfort', 'refinement', 'financial stability'], reversed: ['overspending', 'insecurity', 'overwork', 'hollow success'] },
    image:
      'A figure in a long saffron gown stands alone on a sunlit terrace of vines, a small hooded falcon perched calmly on their gloved hand. Nine gold coins gleam among the heavy bunches of purple grapes, six on the vines to one side and three on the other. Beyond a low wall, their own house sits among olive trees with its door open, and the evening air is golden.',
    upright:
      'You have built something, and you are allowed to enjoy it. The Nine of Coins celebrates self-sufficiency, independence, and the comfort that grows from years of effort. It speaks of financial stability, a home that feels like yours, and a life shaped by your own choices. There is refinement here too: pleasure in beauty, good food, quiet time and your own company. The falcon shows discipline, ambition trained and calm. This card invites you to recognise how far you have come and to savour the rewards rather than rushing on to the next goal.',
    reversed:
      'In this position, independence may be feeling shaky. You might be overspending, overworking, or depending on something that is not as secure as it seems. Sometimes this shows a sense that success has not brought the satisfaction it promised. Rebuild your foundations and ask what true comfort means to you now.',
    love:
      'Self-love and independence are the heart of this card. You bring wholeness to a relationship rather than looking for someone to complete you. For partnered readers, it can reflect a comfortable, settled life together in which each person keeps a strong sense of self.',
    work:
      'Your efforts are bearing fruit, and financial stability and professional confidence grow with them. Working independently or building your own venture suits this card. Enjoying what you have earned is part of the point, as long as it stays within your means.',
    advice:
      'Pause to appreciate what you have created. Treat yourself with the care and respect you would give a cherished guest, and trust your ability to stand on your own.',
    yesNo: 'yes',
    yesNoNote: 'Yes: your own work and independence have laid the groundwork for a good outcome.',
  },
  {
    rank: 'ten-of-coins',
    keywords: { upright: ['legacy', 'family', 'lasting wealth', 'belonging', 'tradition'], reversed: ['family conflict', 'financial instability', 'burdensome tradition', 'short-term thinking'] },
    image:
      'At the gate of a busy, well-kept household, an elder in a patterned shawl sits on a bench with two sleepy grey hounds at their feet. In the courtyard beyond, adults of different ages set a long table while a child feeds one of the dogs a crust. Ten gold coins hang in the air over the scene in the shape of a branching tree, linking the generations together.',
    upright:
      'This is wealth in its broadest sense: family, belonging, legacy and lasting security. The Ten of Coins shows abundance built over time and shared across generations, whether by blood, marriage or the chosen family you gather around you. It can point to inheritance, property, long-term planning or traditions that give life its shape. There is deep comfort in being part of something larger than yourself. Value the roots that hold you, and think about what you would like to pass on to those who come after.',
    reversed:
      'Upended, family or financial foundations feel unsettled. There may be disagreements about money, inheritance or obligations, or a sense that tradition is more burden than gift. Short-term thinking that undermines long-term security is worth guarding against. Look for what is truly worth preserving and let go of what is not.',
    love:
      'Commitment and long-term stability sit at the centre of this card, along with the idea of building a household together. The card can show a relationship that is becoming deeply rooted. It also honours friendships and chosen family as sources of lasting belonging, whatever shape your own home takes.',
    work:
      'Long-term success belongs to this card, and so do established organisations and family businesses. Think about legacy: what are you building now that could still stand in twenty years? Patient planning and care for long-term security bring the deepest financial rewards.',
    advice:
      'Invest your time and care in what lasts. Tend your relationships, honour where you come from, and shape your choices around the future you want to share.',
    yesNo: 'yes',
    yesNoNote: 'Yes: this card points toward lasting, well-rooted success, especially in family or long-term matters.',
  },
  {
    rank: 'page-of-coins',
    keywords: { upright: ['new venture', 'study', 'ambition', 'diligence', 'practical dreams'], reversed: ['procrastination', 'lack of focus', 'unrealistic goals', 'missed lessons'] },
    image:
      'A young person in a mossy green tunic, sleeves rolled to the elbow, stands at the edge of an orchard in spring, holding one gold coin up in both hands and gazing at it with rapt attention. A satchel of books rests at their feet. Behind them lie newly planted rows, blossoming trees and gentle hills under a clear primrose sky.',
    upright:
      'A practical dream is taking shape. The Page of Coins is the student and the apprentice: curious, grounded, and ready to put in the effort. This card often appears at the beginning of a new venture, a course, a job, or a plan to improve your health or finances. It may also bring a message about money or an opportunity to learn. The Page is not in a hurry. They study the coin carefully, wondering what it could become. Bring that same patient attention to your goals, and they can begin to grow one small, consistent step at a time.',
    reversed:
      'With the Page upside down, focus or follow-through is lacking. Plans stay theoretical, or learning is abandoned before it bears fruit. Procrastination, unrealistic goals or short-term thinking might be getting in the way. Come back to basics: choose one concrete action and complete it before you plan the next, and let a finished small thing teach you more than a grand unfinished one.',
    love:
      'Early love with this Page is steady rather than dramatic. It can describe getting to know someone carefully, or expressing affection through thoughtful, practical gestures. For long-standing bonds, it favours planning something new together and learning side by side.',
    work:
      'New skills, training, an internship or a fresh start in a field you care about could be the next step. It is a good time to make a plan and stick to it. Learning how money works in detail, from budgets to payslips, builds confidence and good habits.',
    advice:
      'Be the patient student. Set a realistic goal, learn what you need, and take the first practical step today rather than waiting to feel ready.',
    yesNo: 'yes',
    yesNoNote: 'Yes, as a beginning: the opportunity is real, though it needs steady effort to grow.',
  },
  {
    rank: 'knight-of-coins',
    keywords: { upright: ['reliability', 'routine', 'hard work', 'patience', 'commitment'], reversed: ['stagnation', 'boredom', 'stubbornness', 'workaholism'] },
    image:
      'A knight in dark green armour sits on a heavy bay workhorse that stands completely still at the edge of a ploughed field. They hold a gold coin in an open gauntlet, studying it calmly. The furrows stretch away in neat brown lines toward a distant farmhouse with a thread of chimney smoke, the sky is a warm, even gold, and the horse’s bridle is braided with oak leaves.',
    upright:
      'Slow and steady is the whole point. The Knight of Coins is the most patient of the knights: reliable, methodical and committed to finishing what they start. Where other knights gallop, this one ploughs. The card favours routine, responsibility, hard work and the quiet heroism of showing up every day. Progress may not be dramatic, but it is real and it lasts. This Knight can be you taking the dependable route, or someone in your life whose steadiness you can count on when others waver.',
    reversed:
      'Here steadiness turns to stagnation. You may feel stuck in a rut, bored, or so cautious that nothing moves. Or the opposite is true and work has overtaken everything else. Sometimes the unreliable or inflexible one is another person, not you. Shake up the routine just enough to let something new in, and rest before the furrow becomes a trench.',
    love:
      'Loyalty and commitment define this Knight in matters of the heart. The pace may be slow, but intentions are serious. For anyone wanting more excitement, try adding small surprises to a steady bond rather than expecting drama to supply it.',
    work:
      'Consistency, attention to detail and long-term commitment pay off. This is a time to stick with the plan, keep your promises to clients and colleagues, and finish what you have started. Disciplined saving and cautious choices suit this card’s temperament well.',
    advice:
      'Keep going at a pace you can sustain. Finish today’s work properly, then do the same tomorrow; steady effort is the engine that carries you here.',
    yesNo: 'yes',
    yesNoNote: 'Yes, slowly: results come through patience and routine rather than quick wins.',
  },
  {
    rank: 'queen-of-coins',
    keywords: { upright: ['nurturing', 'practicality', 'resourcefulness', 'generosity', 'security'], reversed: ['overgiving', 'self-neglect', 'smothering', 'work-home imbalance'] },
    image:
      'A queen sits on a wide wooden throne set in a flourishing kitchen garden, a gold coin cradled in her lap as she looks down at it with warmth. Climbing beans and roses twine up the throne’s back, baskets of apples stand beside her, and a brown rabbit nibbles clover at her feet. Beyond the garden wall, green hills roll toward a bright river.',
    upright:
      'Here is care made practical. The Queen of Coins nurtures through action: a warm meal, a tidy budget, a garden tended, a friend helped to find their feet. She is grounded, resourceful and generous, creating comfort and security for herself and others. In a reading, she may reflect you balancing work and home with quiet competence, or someone whose steady support makes life easier. She reminds you that looking after the body, the home and your finances is a form of love, not a distraction from it.',
    reversed:
      'Reversed, the balance between caring for others and caring for yourself is off. You may be overgiving, smothering, or neglecting your own needs. Alternatively, the card can show too much focus on work or appearances. Return to simple, nourishing routines and tend your own garden first. Letting others do some of the caring is a kindness to them as well as to you.',
    love:
      'Partners, friends and family feel looked after by this Queen’s steady presence. She offers loyalty, comfort and practical devotion. It is a good card for building a cosy, secure home together or, whatever your situation, for being kind to yourself.',
    work:
      'Competence, resourcefulness and a practical approach are your strengths here, and colleagues may lean on your calm more than they say. You can manage many responsibilities without losing your footing. In the household accounts, sensible budgeting, saving and thoughtful generosity keep things in balance.',
    advice:
      'Care for your body, your home and your resources as you would for someone you love. Make one space around you a little more comfortable today; practical kindness, starting with yourself, is quietly powerful.',
    yesNo: 'yes',
    yesNoNote: 'Yes: care, practicality and patience all support a positive outcome, especially where home or health is concerned.',
  },
  {
    rank: 'king-of-coins',
    keywords: { upright: ['abundance', 'security', 'leadership', 'discipline', 'generosity'], reversed: ['materialism', 'stubbornness', 'poor judgement', 'control'] },
    image:
      'A king in a heavy robe embroidered with grapevines sits on a broad oak throne whose arms end in carved bull heads. A gold coin rests on his knee under one hand; the other holds a sceptre topped with a sheaf of wheat. Around him, a harvest terrace overflows with grapes and baskets of grain, and below lies a prosperous market town under a golden sky.',
    upright:
      'Abundance is here, and it is steady. The King of Coins has turned vision into lasting results through discipline, wisdom and hard work. He represents financial security, reliable leadership and a generous, grounded presence. He enjoys the good things of life without being ruled by them. He may stand for you stepping into mastery of your material world, or for a successful, dependable person whose guidance steadies you. This card affirms that your efforts can build something solid, secure and enjoyable.',
    reversed:
      'Reversed, the King’s strengths turn heavy. Success may become an obsession with status, stubbornness or control over resources. Risky decisions or poor judgement with money may appear. Ask whether you are building security or just chasing more. Bring generosity and balance back into the picture, and remember that a full storehouse means little if nobody is invited to the table.',
    love:
      'This King brings stability, loyalty and a protective presence to relationships. He shows love by providing, keeping his word and being there when it counts. Balance that practical care with emotional openness, so that the support feels warm as well as solid.',
    work:
      'Leadership suits you now, and business success and financial stability follow from steady management. Your experience and reliability earn trust, and you may be asked to guide others or take charge of something that matters. With money, long-term planning, wise management and patience bring lasting rewards.',
    advice:
      'Lead with steadiness and generosity. Make decisions with the long term in mind, share the harvest with the people who helped you grow it, and enjoy what you have built while you keep tending it.',
    yesNo: 'yes',
    yesNoNote: 'Yes: the foundations are solid, and patient, practical leadership points to a good outcome.',
  },
];
