import type { ChineseSignText } from './types';

/**
 * The twelve animal signs of the Chinese zodiac (issue #24), Rat to Pig: the project's own text
 * for each. Shape and limits in ./types; which sign a birth date has is in shared/chinese-zodiac/.
 */
export const CHINESE_SIGN_TEXTS: ChineseSignText[] = [
  {
    sign: 'rat',
    traits: ['resourceful', 'quick-witted', 'adaptable', 'sociable', 'thrifty'],
    personality:
      'First of the twelve, the Rat earned its place with brains rather than brawn: in the old story of the Great Race, it hitched a ride on the Ox’s back and sprang across the finish line ahead of everyone. That tale sums up the sign neatly. Rats are alert, inventive and quick to spot an opening others walk straight past. A yang sign with Water as its fixed element, the Rat combines an outgoing, active energy with a fluid, perceptive mind. People born in Rat years tend to be sociable and charming, good company at a party and better still in a crisis, when their instinct for resources comes into its own. They notice who knows whom, where the bargains are and which door is about to open. Beneath the wit there is often a cautious streak; Rats like a full store cupboard, literal or financial, and feel uneasy without a plan B. Their curiosity is wide, their memory sharp and their ability to adapt almost limitless.',
    strengths:
      'The Rat’s great gift is resourcefulness. Give a Rat limited means and a tight deadline, and a solution usually appears. They read people well, learn quickly and can talk their way into, and out of, most situations. Thrift is a strength too: Rats rarely waste anything, from money to opportunity. Loyal to their inner circle, they will use every trick they know to help a friend.',
    challenges:
      'Sharp instincts can tip into anxiety. Rats may worry about scarcity even when all is well, hoarding time, money or information just in case. Their cleverness can edge into opportunism, and a fondness for gossip or small schemes may cost them trust. Restless minds also find it hard to switch off. The lesson for the Rat is that generosity and rest are investments, not losses.',
    love:
      'In love, the Rat is attentive, affectionate and surprisingly sentimental beneath the quick banter. Care shows up as practical help: remembering what you need, fixing the problem, finding the perfect deal on your holiday. Trust builds slowly but lasts. Friends know Rats as lively hosts and reliable confidants who stay loyal through thick and thin. Traditional pairings favour the Dragon and the Monkey, and the Ox is counted a close companion.',
    work:
      'At work, Rats thrive wherever speed, networking and problem-solving matter: trade, sales, research, journalism, start-ups, anything with moving parts. They spot trends early and can change course gracefully when plans shift. With money, Rats are natural savers and sharp-eyed budgeters, though a tempting opportunity may test their caution. Their best results come when clever ideas are paired with the patience to see them through, rather than chasing every new angle.',
  },
  {
    sign: 'ox',
    traits: ['dependable', 'patient', 'diligent', 'steadfast', 'methodical'],
    personality:
      'The Ox moves through life at its own unhurried pace, and it tends to get where it is going. A yin sign with Earth as its fixed element, it carries a deep, quiet strength, the kind that pulls the plough all day without complaint and is still standing at dusk. People born in Ox years are often practical, patient and honest, with a respect for tradition and a distrust of shortcuts. They prefer deeds to speeches, plans to improvisation and proven methods to fashionable ones. Others find them reassuring, because an Ox’s word usually means something. There is more to the sign than stolid labour, however. Many Oxen have a strong artistic or musical streak, a love of nature and good food, and a dry humour that surfaces once they trust you. Their feelings run deep and steady, even if they rarely display them. Hurried along or pushed too hard, though, the Ox can dig in its hooves with legendary stubbornness.',
    strengths:
      'Reliability is the Ox’s signature. They finish what they start, keep their promises and stay calm when others panic. Their endurance is remarkable, so long projects, hard seasons and slow-growing goals suit them well. Oxen are also fair-minded and direct, which means people know where they stand. Give them a clear task and the time to do it properly, and the result will be solid.',
    challenges:
      'Steadiness can harden into rigidity. Change, especially sudden change, may feel like an affront, and an Ox can cling to a method long after it has stopped working. Because they keep emotions private, resentment may build unseen until it erupts. They can also be slow to forgive and quick to judge anyone they consider frivolous. Flexibility, practised in small doses, serves them well.',
    love:
      'Oxen love steadily rather than showily. Courtship may be slow, but once committed they are devoted, protective partners who show affection through loyalty and care: the repaired shelf, the meal ready, the lift home at midnight. They value honesty over grand romance. As friends, they are few in number and lifelong in quality. Old compatibility lore links the Ox with the Snake and the Rooster, with the Rat as a natural ally.',
    work:
      'Give an Ox a role with responsibility and room to build, and they will outwork almost anyone. Agriculture, engineering, finance, medicine, craftsmanship and management all suit their patience and precision. They rise through steady performance rather than self-promotion, which can mean recognition arrives late. With money, Oxen are cautious and disciplined, preferring slow, long-term growth to speculation. Learning to speak up for their own contribution helps the rewards match the effort.',
  },
  {
    sign: 'tiger',
    traits: ['courageous', 'confident', 'passionate', 'rebellious', 'protective'],
    personality:
      'Bold, magnetic and hard to ignore, the Tiger walks into a room as though it owns the forest. This yang sign, whose fixed element is Wood, carries an energy of growth and forward motion, and people born in Tiger years often have a strong sense of justice and an appetite for challenge. They tend to be brave, generous and spirited, willing to defend the underdog and to question any authority that has not earned its place. Life with a Tiger is rarely dull. They act on impulse and feeling, which brings both adventure and the occasional mess. Their moods can be vivid: exuberant one day, brooding the next. Tigers need room to roam, whether that means travel, creative independence or simply not being told what to do. Underneath the stripes there is often a surprisingly tender heart, and a need for admiration they may not readily admit. When a Tiger believes in something, few signs can match its commitment.',
    strengths:
      'Courage is the Tiger’s great asset. They take risks others shy away from, speak up when something is wrong and inspire people to follow. Tigers are also warm and generous, quick to share what they have and fierce in protecting those they love. Their energy and optimism can get stalled projects moving, and their charisma opens doors.',
    challenges:
      'Impulsiveness is the Tiger’s weak spot. They may leap before looking, commit before thinking and then feel trapped by the consequences. A dislike of authority can make teamwork hard, and their temper, though quick to pass, can leave marks. Tigers may also crave excitement so strongly that stability feels dull. Pausing before a big decision, even for a day, saves them a great deal of trouble.',
    love:
      'Tigers love passionately and openly. Romance with one can feel like a grand adventure, full of spontaneity, big gestures and honest feeling. They need a partner who respects their independence and can match their energy without competing for control. As friends, Tigers are loyal champions who will defend you in your absence. In the classic matches, Tigers get on well with Horses and Dogs, and find a good-hearted companion in the Pig.',
    work:
      'Tigers do their best work where they can lead, pioneer or champion a cause. Entrepreneurship, activism, the arts, sport, emergency services and leadership roles suit their courage and drive. They dislike micromanagement and may clash with rigid hierarchies. Money tends to come and go: Tigers can earn well through bold moves, and spend just as boldly. A trusted adviser or a simple savings habit helps them keep more of what they win.',
  },
  {
    sign: 'rabbit',
    traits: ['gentle', 'diplomatic', 'refined', 'cautious', 'kind'],
    personality:
      'Soft-footed and observant, the Rabbit prefers to move through the world with grace rather than force. It is a yin sign with Wood as its fixed element, and its growth is of the quiet kind: cultivated, tasteful, patient. People born in Rabbit years are often kind, tactful and perceptive, with a gift for reading moods and easing tension before it flares. They tend to love beauty, comfort and a well-ordered home, and many have refined tastes in art, food or design. In the Vietnamese version of the zodiac the Cat takes this place, which suits the sign’s blend of elegance and self-possession. Rabbits dislike conflict and will often choose a diplomatic route over a confrontation, sometimes at the cost of saying what they really think. Beneath the gentleness lies a shrewd mind: Rabbits are careful decision-makers who weigh risks and rarely gamble on a whim. Their instinct for self-protection is excellent, and they seldom walk into the same trouble twice.',
    strengths:
      'Rabbits are natural diplomats. They sense what others need, choose their words with care and can calm a tense room without anyone noticing how. Good taste makes them fine hosts, designers and curators. They are also careful planners, reliable with detail and wise about risk. Friends value their discretion, since a secret told to a Rabbit tends to stay a secret.',
    challenges:
      'A Rabbit can avoid conflict so thoroughly that problems go unaddressed until they become crises. Excess caution may let opportunities slip by while they wait for certainty, and sensitivity to criticism can make them retreat rather than engage. A love of comfort can turn into reluctance to leave it. Learning that a little friction can be healthy, and that honesty is also a kindness, helps them grow.',
    love:
      'In love, Rabbits are tender, attentive and romantic in a gentle, considered way. They notice small things, create a cosy atmosphere and prefer harmony to drama. Security matters to them, so they may take time to commit, but once settled they are loyal and devoted. Their friendships tend to be close and long-lasting. Tradition pairs Rabbits with the Goat and the Pig, and casts the Dog as a trusted confidant.',
    work:
      'Rabbits shine in work that calls for tact, taste and precision: diplomacy, law, design, the arts, hospitality, counselling and administration. They prefer calm, well-run workplaces and may struggle in cut-throat cultures. Prudent with money, careful with contracts and wary of speculation, they tend to stay steady through uncertain times. Their challenge is to put themselves forward for opportunities rather than waiting to be noticed.',
  },
  {
    sign: 'dragon',
    traits: ['ambitious', 'charismatic', 'energetic', 'generous', 'proud'],
    personality:
      'The only mythical creature among the twelve, the Dragon has long been the emblem of imperial power, good fortune and the rain that feeds the fields. Little wonder that Dragon years bring a noticeable rise in births in many Chinese communities. A yang sign with Earth as its fixed element, the Dragon combines grand ambition with a surprisingly practical streak. People born in Dragon years often have presence: they are energetic, confident and visionary, drawn to big projects and bigger ideas. They set high standards, first for themselves and then for everyone nearby. Many are generous to a fault and fiercely loyal, with a sense of honour that makes them dislike pettiness and deceit. Their enthusiasm can carry a whole group along. The flip side is pride. Dragons may struggle to admit mistakes, take advice or slow down for people who move at a gentler pace, and they can be blunt when frustrated. Yet at their best they bring warmth, courage and a sense of possibility into every room they enter.',
    strengths:
      'Dragons are natural leaders with a gift for thinking big. They bring energy, confidence and vision to whatever they take on, and their enthusiasm is contagious. Generous and principled, they tend to stand up for what they believe and to carry others along with them. In a crisis, a Dragon often steps forward while everyone else is still looking around for someone to do it.',
    challenges:
      'Pride is the Dragon’s main stumbling block. They can be impatient with slower minds, dismissive of criticism and inclined to take charge whether or not anyone asked. High expectations may leave them disappointed in others and restless with ordinary life. A Dragon who learns to listen, apologise and enjoy small things gains a great deal of wisdom without losing any fire.',
    love:
      'Dragons love with intensity and flair. They are generous, protective partners who enjoy grand gestures and want a relationship that feels alive. They need admiration, but also a partner confident enough to hold their own, since a Dragon tires quickly of easy agreement. In friendship they are loyal and fun, if sometimes bossy. The Rat and the Monkey are their classic allies, and the Rooster is traditionally a happy match.',
    work:
      'Work gives Dragons a stage, and they like it large. Leadership, entrepreneurship, politics, law, the arts and any field that rewards vision and nerve suit them. They tend to work hard and expect recognition, and they do best with autonomy and real responsibility. Money often flows towards their ambition, but so do expenses; Dragons enjoy the finer things and may overreach. Sound advisers and a habit of checking details keep their ventures on solid ground.',
  },
  {
    sign: 'snake',
    traits: ['intuitive', 'wise', 'elegant', 'discreet', 'strategic'],
    personality:
      'Calm on the surface and busy beneath, the Snake is the philosopher of the zodiac. A yin sign with Fire as its fixed element, it pairs a cool, watchful exterior with an inner warmth and intensity that few people see at first. Those born in Snake years are often intelligent, intuitive and elegant, with a taste for beautiful things and a preference for quality over quantity. They think before they speak, sometimes for quite a long time, and when they do speak it is worth listening. Snakes are natural strategists, patient enough to wait for the right moment and decisive once it arrives. Many are drawn to philosophy, psychology, spirituality or any subject with hidden depths. Privacy matters a great deal to them; they reveal themselves slowly, and only to those they trust, which can read as aloofness or mystery. In Chinese the Snake is often affectionately called the little dragon, a hint at the power coiled inside its quiet self-possession.',
    strengths:
      'Snakes have sharp judgement and a fine intuition for people and situations. They rarely act rashly, so their decisions are usually well-founded. Cool under pressure, they can untangle complicated problems with grace. Their elegance, discretion and wit make them excellent company in small groups, and their persistence means that what they set out to do tends to get done.',
    challenges:
      'The Snake’s reserve can slide into secrecy, and its depth of feeling into possessiveness or jealousy. They may hold grudges quietly for years. A love of fine things can become extravagance, and a preference for thinking over acting can sometimes let the right moment slip past. Snakes grow when they learn to trust a little sooner and to say what they feel before it hardens.',
    love:
      'In love, Snakes are intense, loyal and deeply romantic, though they may take time to open up. They prefer depth to breadth in relationships, and once committed they can be devoted, with a protective streak that needs trust to stay healthy. Their friendships are few but profound. The Ox and the Rooster share the Snake’s triangle of affinity, and the Monkey makes a lively confidant.',
    work:
      'Snakes excel where insight and strategy count: research, finance, law, psychology, investigation, writing and design. They prefer to work quietly and thoroughly, and they are often more ambitious than they let on. With money, they tend to be shrewd and patient, willing to wait for real value rather than chase a quick return. Noisy, chaotic workplaces may drain them. Given space to think, a Snake’s quiet planning often outpaces louder colleagues.',
  },
  {
    sign: 'horse',
    traits: ['energetic', 'free-spirited', 'cheerful', 'independent', 'restless'],
    personality:
      'The Horse lives at a gallop. Energetic, cheerful and independent, people born in Horse years tend to love movement, open spaces and the feeling of wind in their hair, whether literal or metaphorical. A yang sign with Fire as its fixed element, the Horse radiates warmth and enthusiasm and rarely stays still for long. They are sociable and quick-witted, good talkers and better storytellers, with a talent for putting people at ease. Horses like to be where things are happening, and they often pick up new skills at speed. Freedom is their lifeblood. Tight rules, slow bureaucracy and anyone trying to rein them in can make them bolt. This restlessness brings adventure and variety, but also a string of unfinished projects and quickly changed minds. Emotionally, Horses are honest and open, even impulsive, wearing their hearts where everyone can see them. Beneath the dash, many are hard workers who simply need to believe in what they are doing before they give it everything.',
    strengths:
      'Horses bring energy, optimism and a can-do spirit wherever they go. They adapt quickly, communicate well and are seldom afraid of hard work or new experiences. Their cheerfulness lifts others, and their honesty makes them easy to trust. Independent thinkers, they are often the first to try a new idea and the quickest to recover from a setback.',
    challenges:
      'Restlessness is the Horse’s perennial challenge. They may lose interest once the excitement fades, leaving tasks and commitments half-done. Impatience and a quick temper can flare when they feel hemmed in. Horses also tend to act on feeling and repent at leisure. Learning to stay the course, and to see commitment as a choice rather than a trap, helps their talents mature.',
    love:
      'Horses fall in love quickly and wholeheartedly, bringing romance, adventure and a playful spirit to relationships. They need a partner who gives them space and enjoys an active life, as possessiveness tends to make them run. Their affection is honest and generous. Friends find them fun, loyal and always ready for an outing. Tiger and Dog complete the Horse’s traditional trio, while the Goat is thought to make an especially kind partner.',
    work:
      'In work, Horses flourish in roles with movement, variety and people: sales, travel, journalism, performance, sport, events and anything entrepreneurial. They need independence and visible progress to stay motivated, and repetitive desk work can dull them fast. With money, Horses tend to earn energetically and spend freely, sometimes on impulse. A simple savings plan, set up once and left to run, suits their temperament better than constant tracking.',
  },
  {
    sign: 'goat',
    traits: ['gentle', 'artistic', 'compassionate', 'calm', 'sensitive'],
    personality:
      'Goat, Sheep or Ram: the name changes with the translator, because the Chinese word can mean any of the three, but the character stays the same. A yin sign with Earth as its fixed element, the Goat finds its strength in harmony, beauty and care. People born in Goat years are often artistic, imaginative and deeply empathetic, sensitive to atmosphere and moved by music, nature and craft. They prefer cooperation to competition and are usually happiest in peaceful surroundings with people they trust. Many have a gift for making a home or a workplace feel welcoming. Goats can also be more resilient than they appear, quietly persistent once committed to a cause or a person, rather like their mountain cousins picking a path up a cliff. Their sensitivity does come with a tendency to worry, and they may lean on others for reassurance or direction. Given encouragement and room to create, though, the Goat blossoms, bringing grace and gentleness to everything it touches.',
    strengths:
      'The Goat’s kindness is genuine and its creativity often considerable. They notice when someone is struggling and respond with warmth rather than judgement. Artistic, imaginative and attentive to beauty, they can turn ordinary spaces and moments into something special. Goats are also good collaborators, patient with others and quick to share credit.',
    challenges:
      'Worry can weigh heavily on the Goat. They may be indecisive, hesitant to commit or overly dependent on others’ approval, and criticism can wound them deeply. Their dislike of conflict sometimes leads them to drift or sulk rather than speak out. Practical matters such as budgets and deadlines may feel dull or stressful. Building confidence in their own judgement is the Goat’s great task.',
    love:
      'Romantic and affectionate, Goats love with tenderness and imagination. They thrive in relationships that feel secure and appreciative, and they give a great deal of care in return. A gentle, reassuring partner suits them far better than a critical one. As friends, they are loyal, thoughtful and wonderful listeners. Rabbit and Pig share the Goat’s circle of natural affinity, and the Horse is often said to be a devoted partner.',
    work:
      'Goats often shine in creative and caring work: the arts, design, music, writing, teaching, gardening, counselling and the care professions. They do best in supportive teams and may flounder under harsh pressure or cut-throat targets. Money can be a weak spot, since Goats tend to spend on beauty and comfort and may dislike keeping accounts. Partnering with someone practical, or automating the essentials, helps their finances keep pace with their talents.',
  },
  {
    sign: 'monkey',
    traits: ['clever', 'curious', 'playful', 'inventive', 'mischievous'],
    personality:
      'Quick, curious and endlessly inventive, the Monkey treats life as a puzzle box to be opened from every side. Think of the Monkey King of Journey to the West, a trickster who talks back to heaven itself, and you have the spirit of the sign. A yang sign with Metal as its fixed element, the Monkey pairs a lively, sociable energy with a sharp, decisive mind. People born in Monkey years tend to learn fast, solve problems creatively and enjoy a challenge for its own sake. They are often witty, entertaining and persuasive, able to charm a room and talk their way round most obstacles. Boredom is their natural enemy, so they seek variety, new skills and clever shortcuts. That same quickness can make them impatient with slower thinkers and tempted to cut corners. Monkeys can also be surprisingly self-critical behind the jokes. When they are thriving, they combine brilliance with a generous heart, using their wits to help others as readily as themselves.',
    strengths:
      'Monkeys are agile thinkers with a gift for invention. They adapt instantly, find unexpected solutions and can master new skills at remarkable speed. Humour and charm make them popular, and optimism helps them bounce back from setbacks. Versatile and resourceful, they often juggle several interests at once and bring fresh energy to whatever they touch.',
    challenges:
      'The Monkey’s cleverness can tip into cunning. They may bend rules, exaggerate or steer situations for the fun of winning, and their restless minds can leave projects half-built. Impatience and a tendency to look down on slower people can cause friction. Monkeys also find it hard to sit with difficult feelings. Committing to depth, and to honesty even when a shortcut is available, helps them earn lasting trust.',
    love:
      'Monkeys bring fun, spontaneity and lively conversation to love. They are drawn to partners who can keep up intellectually and surprise them now and then. Commitment may take time, because a Monkey dislikes feeling boxed in, but once engaged they are playful and attentive companions. Their social circle is wide and entertaining. Rat and Dragon are the Monkey’s classic allies, and the Snake can be an intriguing match.',
    work:
      'Monkeys thrive in work that rewards ingenuity: technology, science, engineering, finance, marketing, media, entertainment and entrepreneurship. They learn quickly, solve problems creatively and enjoy working across disciplines. Routine and rigid hierarchies frustrate them. With money, Monkeys can be clever earners and canny negotiators, though a taste for speculation or novelty may invite risk. Pairing quick ideas with careful follow-through helps them turn brilliance into lasting results.',
  },
  {
    sign: 'rooster',
    traits: ['observant', 'hardworking', 'honest', 'confident', 'meticulous'],
    personality:
      'The Rooster greets the dawn, and people born under this sign often seem to have their day planned before anyone else has boiled the kettle. A yin sign with Metal as its fixed element, the Rooster is precise, observant and principled, with a sharp eye for detail and a clear sense of right and wrong. Roosters tend to be hardworking, punctual and organised, proud of doing things properly. They are frequently frank, saying what they think with little sugar-coating, which can be refreshing or bruising depending on the day. Many enjoy looking their best, and there is a certain flair, even flamboyance, to the way they present themselves. Beneath the confident plumage lies a loyal and caring nature; Roosters protect their families and friends fiercely and work hard to provide for them. They can be perfectionists, and their critical eye turns inward as often as outward. Given trust and appreciation, the Rooster becomes a steadfast, generous presence.',
    strengths:
      'Roosters are efficient, observant and honest. They notice details others miss, keep meticulous records and rarely let standards slip. Confidence and courage make them good at speaking up, and their work ethic is admirable. Loyal and dependable, they follow through on commitments and expect the same of others, which makes them valuable organisers, critics and protectors.',
    challenges:
      'Frankness can become tactlessness, and high standards can turn into relentless criticism of others and of themselves. Roosters may be vain about appearance or achievements, and sensitive to any slight to their pride. Perfectionism can slow projects and strain relationships. Learning to soften delivery, praise as often as they correct and accept good enough now and then helps the Rooster shine without pecking.',
    love:
      'In love, Roosters are loyal, responsible and quietly romantic. They show devotion through reliability and practical care, and they appreciate partners who are honest and organised. They may voice criticism more readily than affection, so learning to say the warm things aloud helps. As friends, they are dependable and candid. Ox and Snake share the Rooster’s traditional triangle, and the Dragon is seen as a splendid companion.',
    work:
      'Roosters excel where accuracy and discipline matter: accounting, editing, law, medicine, administration, the armed forces, quality control and any role demanding high standards. They are often the best-prepared person in the room. Clear structures suit them, and disorganised leadership makes them bristle. With money, Roosters tend to be careful budgeters and diligent savers, though they may also spend on looking good. Their reliability builds a strong reputation over time.',
  },
  {
    sign: 'dog',
    traits: ['loyal', 'honest', 'fair-minded', 'protective', 'dutiful'],
    personality:
      'Loyal, honest and fair to the bone, the Dog is the zodiac’s guardian. A yang sign with Earth as its fixed element, it combines an active, outward energy with grounded, dependable values. People born in Dog years tend to have a strong moral compass and a deep sense of duty: they stand up for the underdog, keep their word and notice injustice quickly. They are often modest, practical and sincere, preferring genuine relationships to social climbing. Trust does not come instantly, however. Dogs may watch and test new people before letting them in, and once someone is in, loyalty runs very deep. Their protective streak extends to family, friends and causes alike. The anxious side of the sign shows up as pessimism, or as sharp words when they sense something is wrong. Dogs can also be stubborn about principles, unable to let a wrong pass. With reassurance and a purpose, they are among the kindest, most reliable companions anyone could hope for.',
    strengths:
      'Dogs are loyal, trustworthy and principled. They keep secrets, defend friends and tell the truth even when it is uncomfortable. A keen sense of fairness makes them good mediators and advocates. Hardworking and responsible, they can be relied upon to show up, especially when times are hard. Their quiet decency often earns them deep, lasting respect.',
    challenges:
      'Worry is the Dog’s constant companion. They may expect the worst, struggle to relax and feel responsible for problems beyond their control. Strong principles can become rigid or judgemental, and a Dog may be slow to trust and quick to bark when hurt. Learning to rest, to forgive and to accept that not every battle is theirs to fight helps the Dog find peace.',
    love:
      'Once a Dog gives their heart, it is given completely. They are devoted, faithful partners who value honesty above all and will work hard to keep a relationship strong. They may need reassurance, since insecurity can make them cautious or suspicious. Friendships are fewer but built to last. Tiger and Horse are the Dog’s traditional companions, and the Rabbit is seen as a gentle, understanding match.',
    work:
      'Dogs work best when the work means something. Law, social work, teaching, healthcare, public service, charities and security suit their sense of duty and fairness. They are conscientious colleagues and fair bosses, though they can struggle in organisations that cut ethical corners. With money, Dogs are generally cautious and responsible, preferring security to showy spending. Their challenge is to value their own worth and not undercharge for their dedication.',
  },
  {
    sign: 'pig',
    traits: ['generous', 'sincere', 'easy-going', 'warm-hearted', 'indulgent'],
    personality:
      'Last to arrive in the Great Race, by most tellings because it stopped for a meal and a nap, the Pig has never been in much of a hurry, and it rarely regrets that. A yin sign with Water as its fixed element, the Pig is warm, sincere and generous, with a gift for enjoying life and helping others enjoy it too. People born in Pig years tend to be honest, tolerant and easy-going, slow to judge and quick to share. They love good food, good company and comfortable surroundings, and they are often wonderful hosts. Pigs see the best in people and trust readily, which wins them many friends, though it can also leave them open to being taken advantage of. Beneath the relaxed manner lies real diligence: when a Pig commits to a task, they work steadily and thoroughly. They value peace and tend to avoid arguments, but their sense of fairness runs deep. Chinese tradition links the Pig with plenty and contentment, a fitting emblem for a sign so good at savouring what it has.',
    strengths:
      'Pigs are kind, generous and refreshingly genuine. They have little taste for pretence and treat people with warmth regardless of status. Patient and tolerant, they forgive easily and rarely hold grudges. Diligence and honesty make them trustworthy colleagues, and their gift for simple pleasures reminds everyone around them to slow down and savour life.',
    challenges:
      'A trusting nature can make the Pig naive, and its generosity may be exploited by less scrupulous people. A love of comfort and pleasure can slide into overindulgence, whether in food, spending or simply avoiding effort. Pigs may also dodge conflict to the point of accepting unfairness. Sharpening their judgement and learning to say no, without guilt, protects the Pig’s big heart.',
    love:
      'Pigs are affectionate, loyal and sensual partners who show love through generosity, comfort and time together. They are romantic in a cosy, down-to-earth way and tend to commit wholeheartedly. Because they trust so openly, they need partners who are honest in return. As friends, they are fun, forgiving and endlessly hospitable. The Rabbit and the Goat are their natural trio partners, and the Tiger is a traditional friend.',
    work:
      'Pigs thrive in work that blends service with enjoyment: hospitality, food, the arts, healthcare, teaching, social work, retail and charity. They are hardworking and cooperative, happy to help a team succeed without seeking the spotlight. Pigs are famously open-handed with money, and a taste for indulgence can empty the purse faster than expected. A simple budget and a trusted adviser keep their resources flowing.',
  },
];
