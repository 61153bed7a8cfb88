import type { PersonPlacement } from './types';

/** Relationship Dynamics: Mars in each sign, how one person asserts themselves and fights. Signs in zodiac order. */
export const DYNAMICS_MARS_SIGNS: PersonPlacement[] = [
  {
    report: 'dynamics',
    planet: 'mars',
    sign: 'aries',
    text: 'Mars rules Aries, so in a disagreement your anger arrives fast, clean and in full view. You are usually the one who raises a problem first, often before your partner has noticed there was one, and you would rather have a sharp five-minute row than a week of atmosphere. That frankness is a gift to any couple: nobody has to decode you, and you seldom hold a grudge past the next meal. Timing is usually where things go wrong. You strike while the feeling is hot, while your partner may need a moment to think, and your speed can feel like an ambush. When they go quiet, you push harder, and a small point becomes a contest over who backs down first. Conceding can feel to you like losing, which is why the same quarrel sometimes restarts the next day. Name the issue, then step away for twenty minutes before the real conversation, so your partner meets your honesty without feeling chased. Your courage is one of the relationship’s great resources, because you will face what others would bury. Aim it at the problem rather than the person, and let your partner pick the moment to answer as often as you pick the moment to ask.',
  },
  {
    report: 'dynamics',
    planet: 'mars',
    sign: 'taurus',
    text: 'With Mars in Taurus, you rarely start a fight, but you almost never lose one by giving ground. Your anger is slow to build and slower to cool, and for a long time it looks like patience. Then one day you plant your feet, and your partner discovers that the thing they assumed you had accepted was never accepted at all. This is Mars in the sign of its detriment, where the urge to act is absorbed into the urge to hold on, so your power in a relationship shows as endurance, not attack. You defend your comforts, your money, your routines and your sense of what is yours with quiet tenacity. The argument that keeps returning is usually one you think you already answered: a plan you said no to, a change you keep postponing. To your partner, your calm can feel like a locked gate. It helps to say your “no” early and out loud rather than letting it show as delay, and to offer a trade when you refuse something, so a standoff becomes a negotiation. When you do agree, you stick to it completely, and that reliability is something your partner can build on.',
  },
  {
    report: 'dynamics',
    planet: 'mars',
    sign: 'gemini',
    text: 'Your Mars in Gemini fights with language. When you are cross, words come quickly and in quantity: the precise rebuttal, the witty aside, the example from three weeks ago that proves your point. You can argue both sides of a case and sometimes do, switching angle mid-row, which leaves your partner unsure which version of the complaint to answer. Quarrels with you rarely stay on one subject. A dispute about who forgot the shopping drifts into how you each spend your evenings and then into something a friend said at a party. You may come out of a conversation feeling it went fine because you held your own, while your partner leaves feeling out-talked rather than heard. Your restless energy also means tension is discharged in bursts: a flurry of messages, a pacing round the kitchen, then a sudden wish to move on. The recurring trouble is that nothing quite gets settled, so it comes back. Keep each argument to a single topic, and write the real complaint down in one sentence before you speak. Used well, that nimble mind finds the compromise nobody else had spotted.',
  },
  {
    report: 'dynamics',
    planet: 'mars',
    sign: 'cancer',
    text: 'Mars is in its fall in Cancer, so direct confrontation tends to feel unnatural to you, and your anger often travels sideways. Instead of saying “that annoyed me”, you may go cool, tidy loudly, become suddenly very busy or bring up the matter days later in a different form. Your partner can sense that something is wrong long before they learn what it is, and the guessing game itself becomes part of the quarrel. Your fighting spirit comes out fully when someone you love is threatened; you defend family, home and the people under your care with real ferocity. What stirs your temper most is feeling unprotected or taken for granted by your partner, and you may fight hardest over what a disagreement seems to say about your place in their life. Small wounds tend to pile up quietly until they surface as one large mood. One plain sentence, said the same day, saves a great deal of weather: “I felt left out when that happened.” It also helps to tell your partner that a quick word of reassurance, before any discussion of who was right, lets you lower your guard and talk about the actual problem.',
  },
  {
    report: 'dynamics',
    planet: 'mars',
    sign: 'leo',
    text: 'With Mars in Leo, you fight the way you love: warmly, openly and with a certain grandeur. Your temper is big and visible, yet seldom cruel, and once the storm passes you are often the first to offer a generous gesture. What sets you off is rarely the subject itself. It is the sense of being dismissed, corrected in front of others or treated as less than an equal partner. Fixed fire gives you staying power, so your pride can keep an argument alive long after the original issue has faded, and you may need to win back your dignity before you can hear anything else. Between you and your partner, the row that comes round most often is about tone and respect: “it was how you said it”. In a couple you naturally take the lead role, and you can be magnificent in a crisis, organising, rallying and protecting. The cost arrives when your partner starts to feel they are in the supporting cast. Make the first apology now and then, and notice how much stature it gives you rather than takes away. Asking “what did you need from me just then?” turns your loyalty from performance into partnership.',
  },
  {
    report: 'dynamics',
    planet: 'mars',
    sign: 'virgo',
    text: 'Your Mars in Virgo channels irritation into precision. You rarely explode; instead you notice, and then you mention, and then you mention again. The towel on the floor, the bill paid late, the plan that missed an obvious step. To you this is simply caring about how things are done, and often you are right about the detail. To your partner, a run of small corrections can add up to a feeling that nothing they do is quite good enough, and that is when the real argument begins. Your assertiveness works best through service: you fix, organise and take over tasks, sometimes to prove a point, which can leave your partner feeling both helped and quietly criticised. Your temper shows as a tight jaw and a clipped “fine” far more often than a raised voice, which leaves your partner unsure how cross you really are. The loop to break is the one where you correct, your partner bristles, and you conclude they do not care about doing things properly. Choose one request at a time and phrase it as a wish rather than a fault. Ask before you fix. Your eye for what needs mending is a real asset once your partner trusts that it comes with appreciation attached.',
  },
  {
    report: 'dynamics',
    planet: 'mars',
    sign: 'libra',
    text: 'Mars sits uneasily in Libra, the sign of its detriment, and you may find open conflict genuinely distasteful. You would rather reason, negotiate or charm your way through a disagreement, and you can see your partner’s point of view so clearly that your own sometimes gets lost. This makes you a fair, considerate opponent. It can also mean that you say “it’s fine” when it is not, and keep a careful private record of every imbalance until the scales tip all at once. Your anger comes most easily on behalf of fairness: an unjust remark, an uneven share of the chores, a promise not honoured. Rows with you usually come back to who gives more, and your partner may be surprised to learn you had been counting. Indecision can also frustrate them, since weighing every option can look like a refusal to choose. State your own wish first, plainly, before you lay out the other side, and treat a small, early disagreement as a courtesy rather than a breach of harmony. You are skilled at finding the middle ground, and the middle only works when both ends of it have been spoken aloud.',
  },
  {
    report: 'dynamics',
    planet: 'mars',
    sign: 'scorpio',
    text: 'Traditionally Mars rules Scorpio, and here its force turns inward and concentrates. You do not waste energy on small skirmishes; you watch, you remember and, when you finally act, you mean it. Your partner may experience you as calm for weeks and then meet a cold, precise fury that seems to come from nowhere, though to you it has been building all along. Power and trust sit at the centre of your conflicts. You hate feeling exposed or manipulated, and you may hold back information or affection as a way of staying in control. The recurring quarrel often concerns loyalty, secrets or a slight you felt more deeply than your partner realised. Withdrawal is your strongest weapon and also your biggest risk, because silence that lasts days can feel to the other person like punishment. Your intensity has another face: nobody fights harder for a relationship they have decided to keep, and you can face painful truths others avoid. Name the hurt instead of retaliating for it, and agree together that confidences shared in tender moments are never used in a row. Honesty about what frightens you turns your strength from guarded into protective.',
  },
  {
    report: 'dynamics',
    planet: 'mars',
    sign: 'sagittarius',
    text: 'With Mars in Sagittarius, you argue from conviction. Once you believe something is right, you say so, bluntly and often with a certain moral fervour, and you can be baffled when your partner hears a lecture rather than an honest opinion. Mutable fire makes your temper quick but not lasting; you flare, say your piece, and are ready for a laugh ten minutes later, sometimes before your partner has finished feeling the sting. Your wish for freedom is often what keeps a quarrel coming back. When a conflict feels confining, you want to walk, drive or leave the house, and to your partner that can look like running away. A quarrel can also tempt you towards a big gesture, a grand declaration or a sudden new plan, when a small practical change was all that was needed. Humour is your great gift in a fight, and it can defuse tension beautifully, provided your partner is ready to laugh. Before you deliver a conclusion, ask a question, and when you need to leave a tense room, say when you will be back. Believing that a problem can be solved is half of any repair, and your optimism supplies that belief in abundance.',
  },
  {
    report: 'dynamics',
    planet: 'mars',
    sign: 'capricorn',
    text: 'Mars is exalted in Capricorn, and you assert yourself with control, strategy and stamina. You rarely lose your temper in the obvious sense. Instead your anger becomes cool and measured, a clipped tone, a decision announced rather than discussed, a long-term plan adjusted without consultation. In a relationship you tend to take charge of whatever feels important: the finances, the schedule, the big decisions. Often this is a relief to your partner, because you get things done and shoulder real responsibility. Friction starts when they begin to feel managed rather than partnered. Authority is the usual battleground: who decides, whose timetable wins, whether your way is truly the only sensible one. Under pressure you may dig in and treat a disagreement as a test of competence, which can make your partner feel judged instead of heard. Dividing domains clearly, so that each of you leads somewhere, takes much of the heat out of it, and when you are angry, say the feeling as well as the verdict. In a long partnership that stamina counts for a great deal: you do not abandon a problem halfway, and you can outlast almost any rough patch.',
  },
  {
    report: 'dynamics',
    planet: 'mars',
    sign: 'aquarius',
    text: 'Your Mars in Aquarius fights on principle. When you are angry, you tend to reach for the rule, the idea or the injustice behind the situation, and you can argue a position with cool, unshakeable logic. Fixed air makes you surprisingly stubborn: you may change the world’s mind more easily than your own. Being told what to do is the quickest way to provoke you, and you can turn contrary simply because someone pushed. Under stress you step back, go quiet and observe the quarrel from a distance, which to your partner can feel like being studied rather than met. Again and again, your detachment meets their need for warmth. They want you to be upset with them, at least a little, and you offer an analysis. You also guard your independence closely, so arguments about time apart, friends or personal space are likely to recur. It helps to name the feeling under the principle: not “it is unfair” but “I felt hemmed in”. When you notice yourself turning contrary, ask whether you disagree with the idea or only with being pushed. Your fairness and lack of pettiness make you easy to make peace with.',
  },
  {
    report: 'dynamics',
    planet: 'mars',
    sign: 'pisces',
    text: 'With Mars in Pisces, your drive moves like water, around obstacles rather than through them. Direct confrontation can feel almost physically unpleasant, so you may agree to keep the peace, give way on things that matter, and let resentment gather out of sight. When anger finally surfaces, it can come as tears, a sudden withdrawal or a vague sense of grievance that even you struggle to put into words. Your partner may feel they are arguing with fog: every time they try to pin down the problem, it shifts shape. So the familiar sequence runs: a quiet surrender, then a slow leak of hurt. You fight far better for other people than for yourself, and your compassion means you understand your partner’s side almost too well. You may also fight by proxy, through a sigh, a sad look or a sacrifice made very visibly, which your partner can find harder to answer than a plain complaint. Before a difficult talk, work out one thing you want and write it down. Ask your partner for time to find your words rather than an instant answer. You are a forgiving, kind opponent, and a clear request lets that kindness include you as well.',
  },
];
