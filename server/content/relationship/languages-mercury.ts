import type { PersonPlacement } from './types';

/** Love Languages, Mercury in each sign: loving words, how you say it and how you like to hear it. Signs in zodiac order. */
export const LANGUAGES_MERCURY: PersonPlacement[] = [
  {
    report: 'languages',
    planet: 'mercury',
    sign: 'aries',
    text: 'Mercury in Aries says the loving thing first and thinks about it afterwards. Your words of affection arrive fast and unvarnished: “You look brilliant,” “I missed you,” “I’m proud of you,” said the moment you feel it, often before the other person has finished walking through the door. Flirting, for you, is a kind of friendly sparring, and a quick exchange of teasing can feel more intimate than any careful love letter. You would rather risk saying too much than leave a feeling unspoken. What you hope to hear back is equally direct. Hints, hedges and elaborate phrasing make you restless, while a plain “I want you here” lands straight in your chest. A slow reply to a message can read to you as a cooling, even when your partner was simply busy. The snag is heat. Under pressure, the same speed that makes your praise so vivid can turn a passing irritation into a remark you regret, and because you move on quickly you may not notice that it stuck. Let your partner know that your bluntness is meant as honesty, never as attack, and ask them to tell you when a word landed hard, so you can take it back as quickly as you said it.',
  },
  {
    report: 'languages',
    planet: 'mercury',
    sign: 'taurus',
    text: 'Mercury in Taurus chooses its loving words slowly and then keeps them for years. You may not be the first to say “I love you”, but once you have said it, you mean it with your whole weight, and you are likely to say it in the same warm way again and again: the same pet name, the same goodnight, the same low “there you are” when your partner comes home. Repetition is not dullness to you; it is how a phrase becomes a promise. Your voice is often your best instrument, unhurried and reassuring, and people feel calmer simply hearing you speak. You trust words most when deeds stand behind them, so compliments that sound rehearsed or extravagant leave you slightly wary. What reaches you is plain, sincere and steady, a kind sentence repeated often enough that you can rely on it. Being rushed into a conversation about feelings is where you dig in. Asked to explain your heart on the spot, you may go quiet, not from coldness but because you want to get it right. It helps to warn your partner that you need a little time to find your words, and that the ones you bring back will be the ones you keep.',
  },
  {
    report: 'languages',
    planet: 'mercury',
    sign: 'gemini',
    text: 'Mercury is at home in Gemini, and for you talk is where love lives most naturally. You say affectionate things in a dozen registers: a silly nickname in the morning, a sharp joke at dinner, a surprisingly tender line slipped into a conversation about something else entirely. Asking questions is one of your warmest gestures, because being curious about someone is how you tell them they matter. You keep the exchange moving, and an evening of talk that ranges from childhood memories to tomorrow’s shopping can leave you feeling closer than any declaration. In return you need replies, not just listening. Being answered with a shrug or a single word can feel like a door closing, while a partner who plays back, questions you and laughs in the right places makes you feel deeply met. Your lightness is the part that can be misread. Because you say so much, and say it so easily, your partner may wonder which words carry the real weight. Now and then, stop the banter and say the serious sentence slowly, without a joke to cushion it. Tell your partner that your chatter is a form of devotion, and that one quiet, unhurried “I mean it” is a phrase you are learning to say.',
  },
  {
    report: 'languages',
    planet: 'mercury',
    sign: 'cancer',
    text: 'Mercury in Cancer speaks love in a soft, sideways voice. You tend to show affection by asking how someone’s day really went, by recalling a small thing they said weeks ago, or by saying “remember when” and bringing back a memory you both treasure. Private language matters to you: the family jokes, the nicknames only the two of you understand, the phrases that grew out of your history together. Your words carry mood as much as meaning, and you often hear the feeling underneath what someone says before you hear the words themselves. That makes tone your great sensitivity. A sentence said kindly can warm you for days, while the same sentence said sharply may stay in your memory long after your partner has forgotten it. You want loving words offered gently, in private, and repeated when life feels uncertain. The difficulty is that you may approach your own needs indirectly, hinting at a wish or waiting to be asked, then feeling hurt when the hint slips past. Consider agreeing on a simple phrase with your partner that means “I need some reassurance now”, so the tender thing you meant can be heard without a guessing game.',
  },
  {
    report: 'languages',
    planet: 'mercury',
    sign: 'leo',
    text: 'With Mercury in Leo, your loving words are meant to be heard, and often by more than one person. You tell the story of how you met with such relish that friends ask for it again; you raise a glass to your partner at dinner; you write the birthday card that makes someone laugh and then well up. Praise comes freely and warmly from you, and when you admire something you say so in full colour rather than in a cautious murmur. Loyalty shows in your speech too: you defend your partner’s name when they are not in the room. You love to hear warmth returned in kind, and you notice when it is missing. A lukewarm “that’s nice” after you have poured your heart into a gesture can hurt more than open criticism. What moves you most is praise with detail in it, proof that your partner was truly paying attention. The risk is that a big voice fills the room. You may hold the floor without meaning to, or hear a gentle correction as a wound to your pride. Let your partner know that a little applause goes a long way with you, and practise asking them a question, then letting the spotlight rest on their answer.',
  },
  {
    report: 'languages',
    planet: 'mercury',
    sign: 'virgo',
    text: 'Virgo is both Mercury’s own sign and the place of its exaltation, and your loving words come out exact rather than grand. You may find “I adore you” harder to say than “Did you remember your charger?”, yet for you the second is often the same sentence in working clothes. Your care lives in specifics: you recall that your partner dislikes coriander, you notice the new haircut, you check the train times before they think to ask. When you compliment someone, it is exact and therefore believable, praise for the way they handled a difficult call rather than a vague “you’re great”. Vague flattery, in turn, slides off you. You feel loved when your partner names what you actually did and why it helped, and when they listen to your worries without dismissing them as fussing. The trap is that useful words can sound like supervision. A reminder repeated three times, or a correction to someone’s story in front of friends, may feel to your partner like being graded. Explain that your questions and reminders are your way of keeping them safe, and balance each practical remark with one that has no purpose except to say how much you like them.',
  },
  {
    report: 'languages',
    planet: 'mercury',
    sign: 'libra',
    text: 'Mercury in Libra speaks love in the language of “we”. You naturally frame plans, pleasures and even problems as shared: what shall we do, how do we feel about it, what would suit us both. That small pronoun is one of your most loving habits, because it tells your partner they are never making the journey alone. You weigh your words for how they will land, you thank people for small kindnesses, and you can make a difficult subject feel discussable simply by the grace of your phrasing. Conversations, for you, should have a rhythm of give and take, each person speaking and each being heard. You feel cherished when your partner asks your opinion and genuinely weighs it, and when they remember the courtesies, the please, the thank you, the gentle tone even in a rush. Harsh or careless speech jars you more than it might others. The shadow is that you may phrase things so diplomatically that the real message vanishes, or say what keeps the peace rather than what is true. Share with your partner how much you value tact, and also invite them to ask you directly, “but what do you want?”, so that your own voice stays in the conversation.',
  },
  {
    report: 'languages',
    planet: 'mercury',
    sign: 'scorpio',
    text: 'With Mercury in Scorpio, you do not waste loving words, and when you speak them they carry weight. You are more likely to say one sentence that goes straight to the heart of someone than a stream of pleasant compliments. Your affection shows in the questions you ask, the ones that get beneath the surface, and in the way you listen for the thing left unsaid. Sharing a secret is, for you, a profound act of love, and so is keeping one. Intimate conversation often happens late, in private, when the usual defences are down. What you need to hear is the truth, even the uncomfortable kind. Polite reassurance that sounds hollow will make you more uneasy, not less, while an honest admission of fear or desire draws you close at once. You sense evasion quickly and may keep probing until you reach the real answer. That radar is a gift, but it can feel like interrogation to a partner who processes things slowly. When hurt, you may fall silent or reach for the one remark that cuts deepest. Explain that your questions come from wanting to know your partner completely, and agree that either of you may say “not yet” without it being taken as a betrayal.',
  },
  {
    report: 'languages',
    planet: 'mercury',
    sign: 'sagittarius',
    text: 'Mercury sits in its detriment in Sagittarius, which simply means the mind prefers the broad view to the fine print, and your loving words reflect it. You speak affection in big, open-hearted sentences: “We should see the whole world together,” “You’re the best person I know.” Humour is one of your favourite ways of being close, and a shared laugh at the absurdity of life can feel to you like a declaration. You also love by believing out loud in your partner’s possibilities, talking about who they might become with real conviction. In return you want frankness and warmth without fuss. Coded messages and careful diplomacy bore you; you would rather hear a plain truth with a grin than a polite evasion. Being argued with honestly can even feel like respect. The difficulty lies in the details your generous speech skips over. A sweeping plan said in a glow of affection may be heard as a promise, and your partner may remember it long after you have moved on to the next idea. Frank remarks can also land like a lecture. Let your partner know which of your dreams are daydreams and which are commitments, and when you feel a sermon coming on, ask a question instead.',
  },
  {
    report: 'languages',
    planet: 'mercury',
    sign: 'capricorn',
    text: 'Mercury in Capricorn treats words as commitments, so you say loving things carefully and rarely say what you cannot stand behind. Your affection tends to sound understated: a dry joke that only your partner catches, a calm “I’ve got this”, a conversation about the plan for next year that is, underneath, a conversation about staying. Talking through the future together is one of your quietest forms of devotion. When you give praise it has been earned, and people treasure it precisely because you are not lavish with it. What reaches you is respect spoken aloud. You feel appreciated when your partner acknowledges the effort behind your competence and asks for your counsel, and you may squirm at gushing or public fuss. Deadpan humour is often the safest door into your softer side. Reserve can be mistaken for indifference. Because you edit your feelings before speaking them, a partner may go a long time without hearing the words they need, and under stress your tone can turn clipped or critical. Try saying the tender sentence before it feels fully earned. Make sure your partner knows that your few words are weighty ones, and ask them to say plainly when they need more.',
  },
  {
    report: 'languages',
    planet: 'mercury',
    sign: 'aquarius',
    text: 'Mercury in Aquarius says “I love you” in its own dialect. You may express affection through a strange fact you know your partner will enjoy, an invented word, a long late conversation about how society ought to work, or a perfectly honest observation that nobody else would dare make. Talking as equals is central for you: the highest compliment you can pay someone is to take their ideas seriously, argue with them fairly and change your mind when they make a better case. Friendship language often sits inside your romance, and you may call your partner your best ally before you call them anything sweeter. You feel most loved when someone is curious about how your mind works and does not ask you to perform emotions on cue. Being talked down to, or pressured into saying the expected thing, makes you go cool. The catch is that your calm, thoughtful tone can sound detached just when your partner wants warmth, and as a fixed sign you can hold an opinion long after the conversation has moved on. Explain that your frankness is a form of trust. Then add the plain, conventional words sometimes too, since even an unconventional heart can enjoy a classic line.',
  },
  {
    report: 'languages',
    planet: 'mercury',
    sign: 'pisces',
    text: 'Mercury is in both detriment and fall in Pisces, an old way of saying that logic takes a back seat to imagination here, and your language of love is all the richer for it. You speak in images rather than arguments: a song lyric sent without comment, a line about how your partner’s laugh sounds like summer, a note left on the pillow. Often you understand what someone feels before they have found the words, and you can answer a mood with exactly the gentle sentence it needed. Silence shared easily can be as eloquent to you as any speech. You feel loved when your partner’s voice is soft, when they listen to your dreams without hurrying to correct them, and when they let a conversation drift somewhere unexpected. Sarcasm and cold precision make you shrink. Clarity is your challenge. Wanting to spare feelings, you may blur an awkward truth until it disappears, agree to something you do not want, or assume your partner has picked up a message you never said aloud. Tell your partner that you speak in feelings first and facts second, and ask them to check gently, “what do you mean by that?”, when your words seem to float.',
  },
];
