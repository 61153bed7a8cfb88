import type { PersonPlacement } from './types';

/** Love Languages, Mars in each sign: acts of service and touch, how effort and desire show. Signs in zodiac order. */
export const LANGUAGES_MARS: PersonPlacement[] = [
  {
    report: 'languages',
    planet: 'mars',
    sign: 'aries',
    text: 'Aries is Mars’s own sign, and here the planet gives you energy that wants to act the moment you care. When someone you love needs help, you are already on your feet: carrying the boxes, ringing the garage, driving across town at short notice. Your acts of service are quick and wholehearted, done with a burst of heat rather than a long plan. Physically you are just as direct. You reach for your partner, you initiate, and you show desire openly, with a playful, almost competitive edge that makes wrestling on the sofa a kind of flirting. Being wanted in return matters a great deal to you. What fills you up is a partner who responds with equal enthusiasm, matches your pace now and then, and lets you know plainly that they are drawn to you. Hesitation can feel like rejection even when it is only tiredness. Where things falter is stamina. You can start ten helpful projects and finish three, and your appetite may run ahead of a partner who warms more slowly. Tell your partner that your rush of energy is love in motion, and ask them to say when they need you to slow down, so your ardour becomes something they can lean into.',
  },
  {
    report: 'languages',
    planet: 'mars',
    sign: 'taurus',
    text: 'Mars is in its detriment in Taurus, which means the planet of haste has to work at the pace of the earth, and your effort is slow, sure and remarkably durable. You may not leap up the instant something needs doing, but once you commit to a task for your partner you see it through: the shelves go up straight, the garden is dug properly, the dinner takes three hours because that is how long it takes to do well. Your service tends to make life more comfortable rather than more efficient. Touch is central to how you love. You like it unhurried, generous and physical in the fullest sense, a back rub that lasts, a long embrace, lying entangled with nowhere else to be. Desire builds in you steadily and stays. Love reaches you through a partner who makes time for the body, not just the schedule, and who never tries to rush you. Pushing, nagging or sudden demands bring out your famous stubbornness. Yet the weakness of this placement is inertia: you can wait so long for the right moment that your partner assumes you are uninterested. Explain that you warm slowly and stay warm, and occasionally make the first move before you feel entirely ready.',
  },
  {
    report: 'languages',
    planet: 'mars',
    sign: 'gemini',
    text: 'Mars in Gemini puts your energy into motion and messages. Your acts of service often look like logistics: you book the tickets, chase the plumber, find the cheaper flight, run three errands on the way home and text to say they are done. You help by keeping many small wheels turning at once, and you can make a tedious job lighter by turning it into a game or a conversation. Touch, for you, is playful and lively, a nudge, a tickle, fingers drumming on your partner’s arm while you talk. Desire usually begins in the mind: a clever exchange, a flirtatious message, a teasing remark across a crowded room can do more to spark you than any candlelit set piece. A partner who keeps things varied, answers your banter and joins in rather than waiting to be entertained will keep you close. Repetition in any form, including in intimacy, can dull your interest faster than you would like to admit. The weakness is follow-through. With energy spread so widely, a promised task may drift while you chase something newer. Explain to your partner that lightness and surprise keep you lit, and agree on a few tasks that you always finish, so they know your word is as good as your wit.',
  },
  {
    report: 'languages',
    planet: 'mars',
    sign: 'cancer',
    text: 'In Cancer, the sign of its fall, Mars fights best for other people, and your effort is at its strongest when someone you love needs protecting. Your acts of service are homely and practical: you cook when someone is ill, you remember to buy the medicine, you make a room warm before your partner comes in from the rain. Defending your family or your partner can bring out a fierceness that surprises people who think of you as gentle. Touch, for you, is about holding and being held. Cuddling, stroking hair, sleeping close: these are not preliminaries but the heart of physical love. Desire flows when you feel emotionally safe, and it can vanish entirely if you feel criticised or unsure. To feel loved, you need your partner to initiate tenderly, to reassure you before they reach for you, and to notice the care you pour into them. The pitfall is indirect effort. Rather than ask for help, you may do everything yourself and then feel quietly aggrieved, keeping an unspoken tally of all you have given. Make clear to your partner that safety comes first for you, and try the words “I could use a hand” before resentment does the talking.',
  },
  {
    report: 'languages',
    planet: 'mars',
    sign: 'leo',
    text: 'Mars in Leo brings warmth, loyalty and a touch of theatre to everything you do for love. When you help, you do it wholeheartedly and with style: you do not simply repaint the bedroom, you transform it, and you want to see your partner’s face when they walk in. Your effort is generous and steady, powered by the fixed fire of a sign that stays with what it loves. Physically you are openly affectionate, proud to hold your partner’s hand in public, and desire in you is warm, playful and romantic, with a flair for setting the scene. You want to be adored as well as wanted. What makes you feel loved is appreciation for your efforts, said aloud and not merely assumed, and a partner who shows their attraction to you with confidence. Being taken for granted after a big gesture can deflate you fast. Pride is the catch. You may struggle to ask for help because it feels like an admission of weakness, and you can sulk royally when your work goes unthanked. Tell your partner that a word of credit keeps your engine running, and remember that letting someone help you is also a gift you can give.',
  },
  {
    report: 'languages',
    planet: 'mars',
    sign: 'virgo',
    text: 'Mars in Virgo turns desire and effort into craft. Your energy goes into doing things properly, and the work you do for love is often invisible until it stops: the boiler serviced before winter, the paperwork filed, the bathroom cleaned to a standard nobody else noticed. You keep the machinery of shared life running, and you feel most loving when a practical problem yields to your care. In touch, too, you pay attention. You learn what your partner likes, remember it and refine it, so that physical affection becomes a skill practised with devotion rather than a routine. Desire in you may look modest on the surface, yet it is real, and it thrives on calm and an unhurried partner. In return, you want a partner who contributes reliably, respects the systems you have built and notices the effort behind a smooth week. Chaos and carelessness can put you off even when you are fond of the person causing them. The risk is running yourself ragged, or quietly redoing a chore your partner already did because it was not quite right. Sort out with your partner which tasks genuinely matter to you and which are perfectionism, and let them help in their own way, even if the towels end up folded differently.',
  },
  {
    report: 'languages',
    planet: 'mars',
    sign: 'libra',
    text: 'Mars is in its detriment in Libra, the warrior planet placed in the sign of the peacemaker, so your drive works best in partnership rather than alone. You put effort into what you share: cooking together, decorating together, solving a problem side by side. Your acts of service often make life more graceful, the table laid properly, the evening arranged so everyone enjoys it, the friction smoothed before it can spread. Fairness shapes how you help, and you are likely to keep an informal balance of who did what. Touch for you is romantic and attentive; you care a great deal about your partner’s pleasure, and desire grows in an atmosphere of courtesy, beauty and mutual invitation. Crude or graceless approaches can cool you instantly. You feel loved when effort is shared equally, when your partner takes the lead sometimes so you are not always the one adjusting, and when romance is not allowed to lapse. Directness is harder. You may find it hard to say simply “I want this”, in bed or out of it, and tasks can stall while you weigh whose turn it is. Say to your partner that teamwork is what you thrive on, and practise naming your own wishes without first checking theirs.',
  },
  {
    report: 'languages',
    planet: 'mars',
    sign: 'scorpio',
    text: 'Scorpio is the night house of Mars in traditional astrology, and here the planet works below the surface, with a force that rarely announces itself. When you commit effort to someone, it is total. You are the person who stays through a crisis, who sits in the hospital corridor at three in the morning, who quietly sorts out the thing nobody else could face. Your acts of service are often hidden and protective, and you may never mention them. Physically, your desire is strong, private and intense, and touch is a way of knowing someone completely; a casual, distracted embrace can feel almost worse to you than none at all. The love you want back is undivided: full attention, intimacy treated as something precious rather than routine, and the trust of your partner’s most guarded self. Divided loyalties unsettle you deeply. The shadow side is control. Your intensity can become possessiveness, and when hurt you may withdraw affection as a form of power, or pour your energy into a silent grudge. Tell your partner that you love with everything or not at all, and that steadiness from them lets that force settle into devotion instead of vigilance.',
  },
  {
    report: 'languages',
    planet: 'mars',
    sign: 'sagittarius',
    text: 'Mars in Sagittarius puts your energy on the open road. The effort you make for love tends to be expansive: planning the trip, teaching your partner to swim, dragging them out of a slump with a spontaneous day somewhere new. You are generous with your time when the task is interesting and can show remarkable stamina on a long walk or a big project, though the weekly recycling may be another matter. Touch comes easily and cheerfully to you; you are affectionate in a free, unselfconscious way, and desire is spontaneous, playful and enthusiastic, often sparked by novelty, laughter or a change of scene. Holidays can do more for your love life than any amount of planning at home. Your partner wins you over by saying yes to your adventures, sharing your appetite for life and never trying to fence you in. Being managed or nagged drains you quickly. The weak spot is the repetitive service that daily life demands. You may mean to help, then get distracted by a better idea, leaving your partner carrying the dull half of the load. Freedom fuels your generosity, which is worth explaining to your partner; in return, take on a few ordinary duties as your own, so adventure never has to compete with fairness.',
  },
  {
    report: 'languages',
    planet: 'mars',
    sign: 'capricorn',
    text: 'Capricorn is where Mars is exalted, its raw force refined into discipline, and your love shows in patient, formidable effort. You show love by taking on responsibility: you make the plan, carry the heavier end and keep going long after others have stopped. Your effort is strategic rather than showy, aimed at making your partner’s life secure over years rather than impressive for an afternoon. Many of your most loving acts happen at a desk or in a workshop, and your partner may only see their results. Physically you are often reserved in public and surprisingly earthy in private. Desire in you is controlled but potent, and patient with it: you would rather wait for the right conditions than rush, and staying power is your quiet strength. Respect for your work matters to you, along with a partner who does their share without being reminded and makes space for you to rest without guilt. Unreliability tests your patience quickly. Duty can crowd out tenderness. You may pour your energy into providing and forget to touch, linger or play, or treat intimacy as one more task on the list. Your partner may need to hear that effort is how you say what words do not; meanwhile, schedule time for pleasure with the same seriousness as anything else.',
  },
  {
    report: 'languages',
    planet: 'mars',
    sign: 'aquarius',
    text: 'Mars in Aquarius channels your energy into ideas and improvements. When you help someone you love, you are likely to invent a better way: a shared calendar that finally works, a clever fix for the leaking gutter, a new arrangement of chores that is fairer to everyone. You work hard for causes and friends, and you treat your partner as a teammate in projects bigger than the two of you. Your physical affection is friendly and unconventional, a nudge, an arm slung companionably round a shoulder, and you may need more personal space than many people expect. Desire can be surprising and experimental, awakened by mental connection and by a partner who lets you be entirely yourself. Predictable romance leaves you cool. You feel loved when your partner respects your independence, treats you as an equal and does not mistake your need for freedom for a lack of care. Possessiveness sends you heading for the door. Sometimes your energy scatters across good causes and group plans while the person at home waits for your attention. Explain that space helps you come back wholeheartedly, and make sure some of your inventive effort goes into the relationship itself, not only the wider world.',
  },
  {
    report: 'languages',
    planet: 'mars',
    sign: 'pisces',
    text: 'Mars in Pisces spends its energy where it senses need. Your acts of service are compassionate and intuitive: you notice a friend struggling before they say a word, you take on an exhausting task so your partner can rest, you turn up with exactly the comfort that was missing. Effort flows freely when it is inspired by feeling, and much less readily when it is demanded by a timetable. Touch for you is gentle, soothing and romantic, a stroke of the hand, a slow dance in the kitchen, and desire is imaginative and emotional, rising and falling with the tide of your mood. Music, candlelight and a sense of being in another world can matter more than any technique. Tenderness, an eye for atmosphere and patience with the days when your energy is low are what make you feel cherished. Rough or rushed approaches make you withdraw into yourself. Your difficulty is boundaries. You may give until you are drained, or take on a job you never wanted because refusing felt unkind, and then quietly vanish into tiredness. Help your partner understand that your energy follows your heart, and practise saying a clear no, because every yes means more when it is freely chosen.',
  },
];
