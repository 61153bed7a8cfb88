import type { PersonPlacement } from './types';

/** Relationship Dynamics: Mercury in each sign, how one person argues and listens. Signs in zodiac order. */
export const DYNAMICS_MERCURY_SIGNS: PersonPlacement[] = [
  {
    report: 'dynamics',
    planet: 'mercury',
    sign: 'aries',
    text: 'With Mercury in Aries, you think on your feet and speak before the sentence has finished forming. In a disagreement you answer fast, get to the point at once and find long preambles hard to sit through. Your partner always knows where you stand, which is a real kindness in its way. Listening is the harder half for you. Your mind races ahead to the reply while they are still explaining, and you may interrupt, finish their sentences or jump to a solution before they have finished describing the problem. To them, that can feel like being overruled rather than understood. The exchange that tends to repeat goes like this: they start slowly, you cut in, they retreat, and you take their silence as agreement. Days later the same issue returns, because it was never fully heard. One simple habit changes a great deal. Before you reply, sum up what your partner just said in a sentence of your own and ask whether you have it right. It costs you ten seconds and saves a second round. Candour paired with patience makes you the person your partner finds it easiest to bring hard things to.',
  },
  {
    report: 'dynamics',
    planet: 'mercury',
    sign: 'taurus',
    text: 'Your Mercury in Taurus thinks things through slowly and thoroughly, and once you have reached a view, you hold it. In an argument you tend to speak calmly, repeat your position in much the same words, and refuse to be hurried into a reply. That steadiness can make you a reassuring presence when tempers rise. It can also make you seem immovable, and your partner may feel they are speaking to a wall that has heard them perfectly and changed nothing. You listen well in the physical sense, patient and attentive, yet new information can take a while to reach the place where you actually decide. Pressure makes you dig in; time makes you reconsider. With a quicker partner, the familiar scene is them pushing for an answer and you retreating into “I’ve said what I think”. Ask openly for the time you need: “let me sleep on it, and we’ll talk tomorrow evening”. Then keep that appointment, so the pause reads as care rather than avoidance. When you do change your mind, say so out loud, since your partner cannot see the slow shift inside you. Your practical, unflustered way of speaking helps a heated couple find solid ground again.',
  },
  {
    report: 'dynamics',
    planet: 'mercury',
    sign: 'gemini',
    text: 'Mercury rules Gemini, and in a disagreement your mind is quick, flexible and hard to corner. You can see several sides of an issue at once, reframe it in a sentence and spot the flaw in an argument before it has finished being made. Debate may even feel like fun to you, a way of being close through ideas. Your partner may not always feel the same. When they are hurt, your cleverness can look like evasion, and your habit of picking up on exact wording, “that isn’t quite what I said”, can turn an emotional conversation into a dispute about the transcript. Listening with you is lively but easily distracted; you may check your phone, follow a tangent or start on the next point while the last one is still landing. Your partner may complain of feeling unheard, even though you caught every word. Slow your reply, ask one follow-up question about how something felt, and resist the perfect comeback. Put the phone face down. Your lightness is precious when things get heavy, since you can help the two of you laugh, rethink and find a way out. Just make sure the exit comes after the hearing, not instead of it.',
  },
  {
    report: 'dynamics',
    planet: 'mercury',
    sign: 'cancer',
    text: 'With Mercury in Cancer, you hear tone more than content. A sentence your partner meant as neutral can arrive carrying a chill, and you respond to what you felt rather than to what was said. Your memory for conversations is remarkable, especially the emotional ones, and in a row you may bring back words spoken long ago, still tender to the touch. This makes you a deeply perceptive listener. You sense what lies under your partner’s words, notice when they are worried, and can say the comforting thing at exactly the right moment. The difficulty is that you often speak indirectly yourself, hinting, hoping to be understood without the exposure of saying it plainly. When your partner misses the hint, you may feel rejected, and the argument that follows is less about the original issue than about not being understood. Ask for clarity before reacting: “did you mean that as criticism?” Most of the time the answer will surprise you. Say one direct sentence about what you need instead of three gentle approaches around it. When you feel safe, your emotional intelligence can guide a conversation back from the edge better than almost anyone’s.',
  },
  {
    report: 'dynamics',
    planet: 'mercury',
    sign: 'leo',
    text: 'Your Mercury in Leo speaks with conviction and a sense of occasion. In an argument you can be persuasive, dramatic and very clear about what you believe, and you need to feel that your point has been received with respect. Being talked over, brushed aside or mocked stings you far more than outright disagreement. Fixed fire gives your opinions staying power, so once you have declared a view, backing down can feel like losing face, even when you quietly suspect your partner has a fair point. As a listener you are warm and generous, especially when the other person is sharing something personal, but in a heated exchange you may wait for your turn to speak rather than truly taking in theirs. Rows can turn into a contest of pride, each of you needing the other to concede first. Acknowledge the good part of your partner’s argument out loud before you make your own, which disarms the contest at once. Let yourself say “I hadn’t thought of it like that” as often as you can mean it. Sincere praise, freely offered, can end a quarrel faster than any clever reply, and few people give it as warmly as you.',
  },
  {
    report: 'dynamics',
    planet: 'mercury',
    sign: 'virgo',
    text: 'Mercury is both at home and exalted in Virgo, so your mind in a disagreement is sharp, precise and hard to fool. You notice inconsistencies, remember the facts and can lay out exactly what went wrong and why. In many practical conflicts this is invaluable, since you can turn a vague complaint into a workable fix. The trouble arises when your partner is not presenting a problem but a feeling. You may listen for the error to correct, when they wanted only to be understood, and your helpful analysis can land as criticism. “You’re not listening” may be the phrase you hear most often in a row, and it can frustrate you, because you were listening very carefully indeed. Your own words can be more cutting than you intend: an accurate remark delivered at the wrong moment feels like a judgement. The cycle to break runs: analysis, defence, more analysis. When your partner is upset, ask first whether they want help or simply an ear. Reflect the feeling before any fact. Save your fine reasoning for the moment the two of you are ready to solve something together, and then your care for detail becomes the relationship’s greatest practical skill.',
  },
  {
    report: 'dynamics',
    planet: 'mercury',
    sign: 'libra',
    text: 'With Mercury in Libra, you argue like a diplomat and listen like a mediator. You can summarise both sides of a quarrel fairly, soften a harsh word and find language that lets everyone save face, which makes you a valuable voice in a tense household. Yet you may be more comfortable representing your partner’s view than your own. In the middle of a disagreement you sometimes agree with whatever was said last, or argue against your partner by quoting their own reasoning back to them, and this can leave them unsure what you actually think. Indecision can look like evasion. When pushed for an answer you might reply with a question, or keep weighing long after a choice is needed. Rudeness or raised voices make it hard for you to think at all. Many of your disagreements end as a pleasant, reasonable conversation that settles nothing, because your real view was never placed on the table. State your own position first, in one sentence, before you consider theirs. Say “I disagree” gently but clearly when you do. Fairness makes you easy to talk to; honesty about your own side makes that fairness count, because your partner is then dealing with the real you.',
  },
  {
    report: 'dynamics',
    planet: 'mercury',
    sign: 'scorpio',
    text: 'Your Mercury in Scorpio listens for what is not being said. In a disagreement you notice the hesitation, the changed subject, the word chosen too carefully, and you tend to read motives behind statements. This makes you hard to deceive and gives you real insight into your partner. The same gift can turn conversations into interrogations. When something bothers you, you may probe with questions rather than naming the worry, and your partner can feel they are being investigated instead of asked. You say less than you think, and what you do say can be piercing, sometimes more wounding than you intended, because you know exactly where the soft spots are. Secrets and half-truths trouble you deeply, so your disputes often circle one question: has everything been told? Your partner may feel that no answer quite satisfies you. Ask the direct question you actually want answered, and accept the reply before you look for another layer. Agree with yourself never to use what you have learned in intimacy as ammunition. Your depth is a gift to a couple willing to talk honestly, because you will stay with a hard subject until the two of you reach its root.',
  },
  {
    report: 'dynamics',
    planet: 'mercury',
    sign: 'sagittarius',
    text: 'With Mercury in Sagittarius, you argue in broad strokes. You see the big picture quickly, speak frankly and may reach for words like “always” and “never” when you are frustrated, which your partner is likely to hear as a verdict on their whole character. Mercury is in its detriment here, and your mind prefers meaning to detail, so a disagreement about a specific evening may become, in your hands, a discussion of values, fairness or where your lives are heading. That can be illuminating. It can also leave your partner feeling that their actual complaint got lost on the way. You are an honest, open-minded listener when you are curious, yet you may drift when a conversation gets bogged down in particulars, or leap to a philosophical answer when a practical one was needed. Tactlessness is the charge you are likeliest to hear: something true, said too bluntly, at the wrong moment. Keep to specifics in a row: this time, this event, this feeling. Ask before offering your opinion. Humour and generosity of spirit make you a natural peacemaker, and when you see that you were wrong, you say so, which is one of the best things anyone can bring to a disagreement.',
  },
  {
    report: 'dynamics',
    planet: 'mercury',
    sign: 'capricorn',
    text: 'Your Mercury in Capricorn speaks with economy and authority. In a disagreement you tend to be measured, practical and focused on outcomes: what needs to happen next and who is responsible for it. Emotional talk can feel to you like a detour, and you may steer the conversation back to solutions before your partner feels their side has been understood. Your words carry weight because you choose them carefully, and your dry humour can break tension well. Under pressure, though, you can sound formal, clipped or dismissive, as if you were chairing a meeting rather than talking to someone you love. You listen seriously to facts, less patiently to feelings, and you may remember the one inaccurate detail in your partner’s account rather than its point. You may notice your partner raising the emotional volume in order to be registered, while you grow more controlled in response, each move feeding the other. Treat feelings as information you need in order to solve the problem properly, because they are exactly that. Ask “how did that feel?” before you ask “what do we do?”. When you say you will think about something, you really do, and your considered answer is usually worth waiting for.',
  },
  {
    report: 'dynamics',
    planet: 'mercury',
    sign: 'aquarius',
    text: 'With Mercury in Aquarius, you argue from ideas, and you can hold to a principle with remarkable tenacity. You are often the one who steps back and describes the whole pattern, which can be genuinely useful, though in the heat of a quarrel it may feel to your partner as if you have left the room and are commenting from the gallery. Your mind is original and independent, and you dislike being told what to think, so you may take the opposite view simply because a conclusion has been pressed on you. As a listener you are open and non-judgemental about unusual things, and much less comfortable when the conversation turns intensely personal. Detachment is the old sore point: in the middle of a painful exchange you may start explaining how arguments like this usually go, when your partner simply wants to know that it matters to you. You may also be quite fixed in your opinions while sounding perfectly flexible. In every hard conversation, move from the abstract to the personal: not “people shouldn’t do that” but “I was hurt when you did”. Admit when you are arguing for the sake of it. Seeing the system behind a problem is your strength, and it can help the two of you change a habit rather than just win a round.',
  },
  {
    report: 'dynamics',
    planet: 'mercury',
    sign: 'pisces',
    text: 'Your Mercury in Pisces hears the feeling beneath every sentence. You are an extraordinarily empathetic listener, able to sense what your partner means even when they cannot say it, and you rarely need things spelled out to understand them. In a disagreement, however, this sensitivity can work against you. You may absorb your partner’s mood so fully that you lose track of your own position, agree in order to soothe, or go vague when asked a direct question. Mercury is in its detriment and fall in Pisces, so precise wording is not your natural element, and afterwards your partner may recall an agreement that you remember quite differently. A tender talk can seem to settle everything, and only later does it emerge that nothing concrete was agreed. You might also drift off, physically or mentally, when an exchange becomes harsh. When a question calls for a yes or a no, give one, even if you add the feelings afterwards. Afterwards, sum up what was agreed in a short message so you both share the same memory. Ask for a pause rather than withdrawing in silence. Your compassion lets your partner feel understood in a way few people can offer, and a little structure helps that understanding turn into lasting change.',
  },
];
